import type {
  GeneratedProposal,
  ProposalHeader,
  ProposalSection,
  TemplateChoice,
} from '@vanilla/contracts';
import type { GenerateProposalRequest } from '@vanilla/contracts/dto';
import {
  escapeMarkdownInline,
  escapeMarkdownSpan,
  escapeMarkdownText,
  quoteMarkdown,
} from './markdown-text.js';
import type { ProposalWriter, ProposalWritingContext } from './proposal-writer.js';
import { groupThousands } from './spoken-numbers.js';
import {
  extractTranscriptFacts,
  type QuotedPrice,
  type TranscriptFacts,
} from './transcript-facts.js';

// The spec's defaults for an empty form (001 §5, 000 §3).
export const proposalDefaults = {
  clientName: 'Client',
  companyName: 'HVAC Company',
  category: 'HVAC',
  propertyAddress: 'Property Address',
  templateChoice: 'vanilla',
} as const;

// The spec's sample terms (000 §9, 001 §9).
export const proposalTerms = {
  depositPercent: 20,
  installmentPercents: [40, 40],
  freeCancellationBusinessDays: 3,
  cancellationFeePercent: 10,
} as const;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// "November 22, 2026", read in UTC so the same instant gives the same date on every server.
export const formatProposalDate = (date: Date): string =>
  `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;

// ---- the proposal both inputs are mapped into -------------------------------------------------

type Milestone = { title?: string; description?: string; date?: string };
// `purpose` marks an amount that is not the price of work (a budget, a list price, an offer).
type Price = { label: string; amount: string; upTo?: string; purpose?: boolean };
type Financing = {
  name?: string;
  description?: string;
  monthlyPayment?: string;
  interestRate?: string;
  term?: string;
};
type ExtendedWarranty = { name?: string; duration?: string; price?: string; description?: string };
type Testimonial = { name?: string; location?: string; rating?: number; comment?: string };

// Raw user text throughout; it is escaped only when written into markdown.
type Draft = {
  header: ProposalHeader;
  category?: string;
  company: { name: string; license?: string; address?: string; phone?: string; email?: string };
  // Contacts only as given: no placeholder name or number reaches the text.
  client: { name?: string; phone?: string; email?: string };
  propertyAddress?: string;
  propertyDescription?: string;
  propertyFacts: string[];
  systemType?: string;
  systemFacts: string[];
  // What the work takes out, repairs and adds beyond the system itself.
  work: { removed: string[]; serviced: string[]; included: string[] };
  systemDetails?: string;
  systemRequirements?: string;
  notes?: string;
  startDate?: string;
  duration?: string;
  milestones: Milestone[];
  timing: string[];
  prices: Price[];
  financing: Financing[];
  warrantyDuration?: string;
  warrantyDetails?: string;
  warrantyMentions: string[];
  extendedWarranties: ExtendedWarranty[];
  testimonials: Testimonial[];
};

// ---- formatting of user-typed values ----------------------------------------------------------

const AMOUNT = /^(?:\$|usd)?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?\s*(k)?$/i;

const parseDollars = (text: string): number | undefined => {
  const match = AMOUNT.exec(text.trim());
  if (!match) return undefined;
  const value = Number(match[1].replace(/,/g, '')) + (match[2] ? Number(match[2]) : 0);
  return Math.round(value * (match[3] ? 1000 : 1) * 100) / 100;
};

export const formatDollars = (value: number): string => {
  const cents = Math.round(value * 100);
  const whole = groupThousands(Math.floor(cents / 100));
  return cents % 100 === 0 ? `$${whole}` : `$${whole}.${String(cents % 100).padStart(2, '0')}`;
};

// "$12,500" for anything that reads as an amount; other text ("call for quote") as typed.
const money = (text: string) => {
  const value = parseDollars(text);
  return value === undefined ? escapeMarkdownInline(text) : formatDollars(value);
};

const priceText = (price: Price) =>
  price.upTo ? `${money(price.amount)} to ${money(price.upTo)}` : money(price.amount);

const monthly = (text: string) => {
  const bare = text.replace(/\s*(?:\/\s*mo(?:nth)?|per month|a month|monthly)\.?$/i, '');
  const value = parseDollars(bare);
  return value === undefined ? escapeMarkdownInline(text) : `${formatDollars(value)} per month`;
};

const NUMBER = /^\d+(?:\.\d+)?$/;

const percent = (text: string) => {
  const bare = text.replace(/\s*(?:%|percent)$/i, '').trim();
  return NUMBER.test(bare) ? `${Number(bare)}%` : escapeMarkdownInline(text);
};

const plural = (count: string, unit: string) => `${count} ${unit}${count === '1' ? '' : 's'}`;

const months = (text: string) =>
  /^\d+$/.test(text) ? plural(text, 'month') : escapeMarkdownInline(text);

const years = (text: string) =>
  /^\d+$/.test(text) ? plural(text, 'year') : escapeMarkdownInline(text);

const additionalYears = (text: string) =>
  /^\d+$/.test(text) ? plural(text, 'additional year') : escapeMarkdownInline(text);

// Dates from date pickers (2026-05-03) read as "May 3, 2026"; anything else as typed.
const day = (text: string) => {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (!iso) return escapeMarkdownInline(text);
  const month = MONTHS[Number(iso[2]) - 1];
  return month ? `${month} ${Number(iso[3])}, ${iso[1]}` : escapeMarkdownInline(text);
};

// "on May 3, 2026" for a date; "in two weeks", "next Monday" or "ASAP" as said.
const RELATIVE_START =
  /^(?:in|within|next|this|tomorrow|after|before|around|by|early|mid|late|as soon|asap)\b/i;
const startWhen = (text: string) =>
  RELATIVE_START.test(text) ? escapeMarkdownInline(text) : `on ${day(text)}`;

const stars = (rating: number | undefined) => {
  const filled = Math.min(5, Math.max(1, Math.round(rating ?? 5)));
  return '★'.repeat(filled) + '☆'.repeat(5 - filled);
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// ---- sections ---------------------------------------------------------------------------------

const tradeContractor = (category: string | undefined) =>
  !category
    ? 'contractor'
    : category === 'HVAC'
      ? 'HVAC contractor'
      : `${category.toLowerCase()} contractor`;

// Lists always follow a label on their line.
const list = (items: string[]) => items.map(escapeMarkdownSpan).join(', ');

const proposedWork = (draft: Draft): string | undefined => {
  if (draft.systemType) return `Proposed system: **${escapeMarkdownInline(draft.systemType)}**.`;
  const { serviced, included } = draft.work;
  if (serviced.length > 0)
    return `Proposed work: service and repair of your **${list(serviced)}**.`;
  return included.length > 0 ? `Proposed work: **${list(included)}**.` : undefined;
};

const executiveSummary = (draft: Draft): string => {
  const company = escapeMarkdownInline(draft.company.name);
  const to = draft.client.name ? ` to **${escapeMarkdownInline(draft.client.name)}**` : '';
  const where = draft.propertyAddress
    ? ` for the property at ${escapeMarkdownInline(draft.propertyAddress)}`
    : '';
  const opening = [`${company} is pleased to present this proposal${to}${where}.`];
  const work = proposedWork(draft);
  if (work) opening.push(work);

  const highlights: string[] = [];
  const amounts = draft.prices
    .map((price) => parseDollars(price.amount))
    .filter((value): value is number => value !== undefined);
  if (draft.prices.length > 1) {
    const from = amounts.length > 0 ? `, starting at ${formatDollars(Math.min(...amounts))}` : '';
    highlights.push(`You can choose between ${draft.prices.length} investment options${from}.`);
  } else if (draft.prices.length === 1) {
    const [price] = draft.prices;
    highlights.push(
      price.purpose
        ? `${price.label}: ${priceText(price)}.`
        : `The investment for this project is ${priceText(price)}.`,
    );
  }
  if (draft.financing.length > 0) {
    const payments = draft.financing
      .map((option) => option.monthlyPayment && parseDollars(option.monthlyPayment))
      .filter((value): value is number => typeof value === 'number');
    const from =
      payments.length > 0 ? ` from ${formatDollars(Math.min(...payments))} per month` : '';
    highlights.push(`Financing is available${from}.`);
  }
  if (draft.warrantyDuration) {
    highlights.push(
      `Your installation is backed by a warranty of ${years(draft.warrantyDuration)}.`,
    );
  } else if (draft.warrantyMentions.length > 0) {
    highlights.push(
      `Your installation is backed by a ${escapeMarkdownInline(draft.warrantyMentions[0])}.`,
    );
  }
  if (draft.startDate && draft.duration) {
    highlights.push(
      `Work can start ${startWhen(draft.startDate)} and is expected to take ${escapeMarkdownInline(draft.duration)}.`,
    );
  } else if (draft.startDate) {
    highlights.push(`Work can start ${startWhen(draft.startDate)}.`);
  } else if (draft.duration) {
    highlights.push(`The work is expected to take ${escapeMarkdownInline(draft.duration)}.`);
  }
  return [opening.join(' '), highlights.join(' ')].filter(Boolean).join('\n\n');
};

const about = (draft: Draft): string | undefined => {
  const { company } = draft;
  const contacts = [
    company.license && `- **License:** ${escapeMarkdownInline(company.license)}`,
    company.address && `- **Office:** ${escapeMarkdownInline(company.address)}`,
    company.phone && `- **Phone:** ${escapeMarkdownInline(company.phone)}`,
    company.email && `- **Email:** ${escapeMarkdownInline(company.email)}`,
  ].filter(Boolean);
  if (contacts.length === 0) return undefined;
  const licensed = company.license ? 'the licensed' : 'the';
  return [
    `${escapeMarkdownInline(company.name)} is ${licensed} ${tradeContractor(draft.category)} who will carry out this project from start to finish.`,
    contacts.join('\n'),
  ].join('\n\n');
};

const scope = (draft: Draft): string | undefined => {
  const parts: string[] = [];
  if (draft.propertyDescription || draft.propertyFacts.length > 0) {
    parts.push('### The Property');
    if (draft.propertyFacts.length > 0) {
      parts.push(draft.propertyFacts.map((fact) => `- ${fact}`).join('\n'));
    }
    if (draft.propertyDescription) parts.push(escapeMarkdownText(draft.propertyDescription));
  }
  const system = [
    draft.systemType && `- **System:** ${escapeMarkdownInline(draft.systemType)}`,
    ...draft.systemFacts.map((fact) => `- ${fact}`),
  ].filter(Boolean);
  if (system.length > 0 || draft.systemDetails) {
    parts.push('### The System');
    if (system.length > 0) parts.push(system.join('\n'));
    if (draft.systemDetails) parts.push(escapeMarkdownText(draft.systemDetails));
  }
  const { removed, serviced, included } = draft.work;
  const work = [
    removed.length > 0 && `- **Removing:** ${list(removed)}`,
    serviced.length > 0 && `- **Servicing:** ${list(serviced)}`,
    included.length > 0 && `- **Included:** ${list(included)}`,
  ].filter(Boolean);
  if (work.length > 0) parts.push('### The Work', work.join('\n'));
  if (draft.notes) parts.push('### From Our Consultation', quoteMarkdown(draft.notes));
  return parts.length > 0 ? parts.join('\n\n') : undefined;
};

const timeline = (draft: Draft): string | undefined => {
  const facts = [
    draft.startDate && `- **Start:** ${day(draft.startDate)}`,
    draft.duration && `- **Estimated duration:** ${escapeMarkdownInline(draft.duration)}`,
    ...draft.timing.map((phrase) => `- **Timing discussed:** ${escapeMarkdownInline(phrase)}`),
  ].filter(Boolean);
  const milestones = draft.milestones.map((milestone, index) => {
    const title = `**${escapeMarkdownInline(milestone.title ?? `Milestone ${index + 1}`)}**`;
    const when = milestone.date ? ` (${day(milestone.date)})` : '';
    const what = milestone.description ? `: ${escapeMarkdownInline(milestone.description)}` : '';
    return `${index + 1}. ${title}${when}${what}`;
  });
  const parts = [facts.join('\n')];
  if (milestones.length > 0) parts.push('### Milestones', milestones.join('\n'));
  const content = parts.filter(Boolean).join('\n\n');
  return content || undefined;
};

const investment = (draft: Draft): string | undefined => {
  if (draft.prices.length === 0) return undefined;
  const lines = draft.prices.map((price) => `- **${price.label}:** ${priceText(price)}`);
  const financed =
    draft.financing.length > 0 ? ['Financing is available; see Financing Options below.'] : [];
  return [lines.join('\n'), ...financed].join('\n\n');
};

const financing = (draft: Draft): string | undefined => {
  if (draft.financing.length === 0) return undefined;
  return draft.financing
    .map((option, index) => {
      const terms = [
        option.monthlyPayment && monthly(option.monthlyPayment),
        option.term && months(option.term),
        option.interestRate && `${percent(option.interestRate)} interest`,
      ].filter(Boolean);
      const name = `**${escapeMarkdownInline(option.name ?? `Option ${index + 1}`)}:**`;
      const description = option.description ? escapeMarkdownInline(option.description) : '';
      const detail = [terms.length > 0 ? `${terms.join(', ')}.` : '', description]
        .filter(Boolean)
        .join(' ');
      return detail ? `- ${name} ${detail}` : `- ${name}`;
    })
    .join('\n');
};

const warranty = (draft: Draft): string | undefined => {
  const parts: string[] = [];
  if (draft.warrantyDuration) {
    parts.push(
      `Your installation is covered by our warranty for **${years(draft.warrantyDuration)}**.`,
    );
  }
  if (draft.warrantyDetails) parts.push(escapeMarkdownText(draft.warrantyDetails));
  if (draft.warrantyMentions.length > 0) {
    parts.push(
      draft.warrantyMentions.map((m) => `- ${capitalise(escapeMarkdownInline(m))}`).join('\n'),
    );
  }
  if (draft.extendedWarranties.length > 0) {
    const options = draft.extendedWarranties.map((option, index) => {
      const name = `**${escapeMarkdownInline(option.name ?? `Extended warranty ${index + 1}`)}:**`;
      const terms = [
        option.duration && additionalYears(option.duration),
        option.price && money(option.price),
      ].filter(Boolean);
      const detail = [
        terms.length > 0 ? `${terms.join(' for ')}.` : '',
        option.description ? escapeMarkdownInline(option.description) : '',
      ]
        .filter(Boolean)
        .join(' ');
      return detail ? `- ${name} ${detail}` : `- ${name}`;
    });
    parts.push('### Extended Warranty Options', options.join('\n'));
  }
  return parts.length > 0 ? parts.join('\n\n') : undefined;
};

const testimonials = (draft: Draft): string | undefined => {
  const quotes = draft.testimonials
    .filter((testimonial) => testimonial.comment)
    .map((testimonial) => {
      const who = [
        testimonial.name && `**${escapeMarkdownInline(testimonial.name)}**`,
        testimonial.location && escapeMarkdownInline(testimonial.location),
      ]
        .filter(Boolean)
        .join(', ');
      const byline = `> ${stars(testimonial.rating)}${who ? ` — ${who}` : ''}`;
      return `${quoteMarkdown(testimonial.comment ?? '')}\n>\n${byline}`;
    });
  return quotes.length > 0 ? quotes.join('\n\n') : undefined;
};

const terms = (): string => {
  const {
    depositPercent,
    installmentPercents,
    freeCancellationBusinessDays,
    cancellationFeePercent,
  } = proposalTerms;
  return [
    `- **Payment schedule:** a deposit of ${depositPercent}% is due when you accept this proposal, ${installmentPercents[0]}% when installation begins and the remaining ${installmentPercents[1]}% on completion.`,
    `- **Cancellation:** you may cancel free of charge within ${freeCancellationBusinessDays} business days of signing. After that, cancelling forfeits the deposit or ${cancellationFeePercent}% of the contract price, whichever is less.`,
  ].join('\n');
};

const nextSteps = (draft: Draft): string => {
  const steps = [
    draft.prices.length > 1
      ? '1. Review this proposal and choose the investment option that suits you best.'
      : '1. Review this proposal.',
    '2. Sign it online to accept.',
    `3. Pay the ${proposalTerms.depositPercent}% deposit and we will confirm your start date.`,
  ];
  const { phone, email } = draft.company;
  const reach = [
    phone && `call us at ${escapeMarkdownInline(phone)}`,
    email && `email ${escapeMarkdownInline(email)}`,
  ].filter(Boolean);
  const questions = reach.length > 0 ? [`Questions? Please ${reach.join(' or ')}.`] : [];
  const client = [draft.client.phone, draft.client.email].filter((contact): contact is string =>
    Boolean(contact),
  );
  const followUp =
    client.length > 0
      ? [`We will follow up with you at ${client.map(escapeMarkdownInline).join(' or ')}.`]
      : [];
  return [steps.join('\n'), ...questions, ...followUp].join('\n\n');
};

const sections = (draft: Draft): ProposalSection[] =>
  [
    { title: 'Executive Summary', content: executiveSummary(draft) },
    { title: `About ${draft.company.name}`, content: about(draft) },
    { title: 'Scope of Work & System Details', content: scope(draft) },
    {
      title: 'System Requirements',
      content: draft.systemRequirements && escapeMarkdownText(draft.systemRequirements),
    },
    { title: 'Project Timeline', content: timeline(draft) },
    { title: 'Investment Options', content: investment(draft) },
    { title: 'Financing Options', content: financing(draft) },
    { title: 'Warranty', content: warranty(draft) },
    { title: 'What Our Customers Say', content: testimonials(draft) },
    { title: 'Terms & Conditions', content: terms() },
    { title: 'Next Steps', content: nextSteps(draft) },
  ].filter((section): section is ProposalSection => Boolean(section.content));

// ---- form and transcript into a draft ---------------------------------------------------------

// Rows the wizard adds and leaves blank are not content.
const filled = <T extends object>(rows: T[] | undefined): T[] =>
  (rows ?? []).filter((row) =>
    Object.entries(row).some(
      ([key, value]) => key !== 'rating' && typeof value === 'string' && value !== '',
    ),
  );

// Header fields are plain one-line text; a line break in a name must not reach a heading.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const companyNameOf = (formName: string | undefined, context: ProposalWritingContext) =>
  oneLine(formName || context.companyName || '') || proposalDefaults.companyName;

export const headerFromForm = (
  form: GenerateProposalRequest,
  context: ProposalWritingContext,
): ProposalHeader => ({
  title:
    oneLine(form.proposalName ?? '') || `${form.category ?? proposalDefaults.category} Proposal`,
  companyName: companyNameOf(form.companyName, context),
  date: formatProposalDate(context.today),
  clientName: oneLine(form.clientName ?? '') || proposalDefaults.clientName,
  propertyAddress:
    oneLine(form.propertyAddress || form.clientAddress || '') || proposalDefaults.propertyAddress,
});

const draftFromForm = (form: GenerateProposalRequest, context: ProposalWritingContext): Draft => {
  const header = headerFromForm(form, context);
  const prices: Price[] = [
    { label: 'Basic', amount: form.priceOptions?.basic },
    { label: 'Standard (Recommended)', amount: form.priceOptions?.standard },
    { label: 'Premium', amount: form.priceOptions?.premium },
  ].filter((price): price is Price => Boolean(price.amount));
  return {
    header,
    category: form.category,
    company: {
      name: header.companyName,
      license: form.licenseNumber,
      address: form.companyAddress,
      phone: form.companyPhone,
      email: form.companyEmail,
    },
    client: {
      name: oneLine(form.clientName ?? '') || undefined,
      phone: form.clientPhone,
      email: form.clientEmail,
    },
    propertyAddress: form.propertyAddress || form.clientAddress,
    propertyDescription: form.propertyDescription,
    propertyFacts: [],
    systemType: form.systemType,
    systemFacts: [],
    work: { removed: [], serviced: [], included: [] },
    systemDetails: form.systemDetails,
    systemRequirements: form.systemRequirements,
    startDate: form.projectStartDate,
    duration: form.projectDuration,
    milestones: filled(form.projectMilestones),
    timing: [],
    prices,
    financing: filled(form.financingOptions),
    warrantyDuration: form.warrantyDuration,
    warrantyDetails: form.warrantyDetails,
    warrantyMentions: [],
    extendedWarranties: filled(form.extendedWarrantyOptions),
    testimonials: filled(form.testimonials),
  };
};

const tierLabels = {
  basic: 'Basic',
  standard: 'Standard (Recommended)',
  premium: 'Premium',
} as const;

const purposeLabels = {
  budget: 'Budget',
  'list price': 'List price',
  offer: 'Offer',
  value: 'Estimated value',
} as const;

const pricesFromFacts = (facts: TranscriptFacts): Price[] => {
  const amounts = (price: QuotedPrice) => ({
    amount: String(price.amount),
    ...(price.upTo !== undefined ? { upTo: String(price.upTo) } : {}),
  });
  const tiered = (['basic', 'standard', 'premium'] as const).flatMap((tier) =>
    facts.prices
      .filter((price) => price.tier === tier)
      .map((price) => ({ label: tierLabels[tier], ...amounts(price) })),
  );
  const purposed = facts.prices.flatMap((price) =>
    !price.tier && price.purpose
      ? [{ label: purposeLabels[price.purpose], ...amounts(price), purpose: true }]
      : [],
  );
  const untiered = facts.prices.filter((price) => !price.tier && !price.purpose);
  const others = untiered.map((price, index) => ({
    label:
      untiered.length === 1 && tiered.length === 0 && purposed.length === 0
        ? 'Project price'
        : `Option ${index + 1}`,
    ...amounts(price),
  }));
  return [...tiered, ...purposed, ...others];
};

export const headerFromTranscript = (
  facts: TranscriptFacts,
  context: ProposalWritingContext,
): ProposalHeader => ({
  // No trade said, no trade assumed.
  title: facts.trades[0] ? `${facts.trades[0]} Proposal` : 'Proposal',
  companyName: companyNameOf(undefined, context),
  date: formatProposalDate(context.today),
  clientName: facts.clientName ?? proposalDefaults.clientName,
  propertyAddress: facts.propertyAddress ?? proposalDefaults.propertyAddress,
});

const draftFromTranscript = (
  transcript: string,
  facts: TranscriptFacts,
  context: ProposalWritingContext,
): Draft => {
  const header = headerFromTranscript(facts, context);
  return {
    header,
    category: facts.trades[0],
    company: { name: header.companyName },
    client: { name: facts.clientName, phone: facts.clientPhone, email: facts.clientEmail },
    propertyAddress: facts.propertyAddress,
    propertyFacts:
      facts.squareFeet !== undefined
        ? [`**Home size:** ${groupThousands(facts.squareFeet)} sq ft`]
        : [],
    systemType: facts.installed.length > 0 ? facts.installed.join(', ') : undefined,
    systemFacts: facts.capacities.length > 0 ? [`**Capacity:** ${list(facts.capacities)}`] : [],
    work: { removed: facts.removed, serviced: facts.serviced, included: facts.scope },
    notes: transcript,
    startDate: facts.startDate,
    milestones: [],
    timing: facts.timing,
    prices: pricesFromFacts(facts),
    financing: facts.financing.map((option, index) => ({
      name: facts.financing.length === 1 ? 'Monthly financing' : `Financing option ${index + 1}`,
      monthlyPayment: String(option.monthlyPayment),
      term: option.term,
      interestRate: option.interestRate,
    })),
    warrantyMentions: facts.warranties,
    extendedWarranties: [],
    testimonials: [],
  };
};

// ---- the writer -------------------------------------------------------------------------------

export const composeFromForm = (
  form: GenerateProposalRequest,
  context: ProposalWritingContext,
): GeneratedProposal => {
  const draft = draftFromForm(form, context);
  return {
    header: draft.header,
    sections: sections(draft),
    photos: (form.photos ?? []).map((photo) => ({ url: photo.data, caption: photo.caption ?? '' })),
    templateChoice: form.templateChoice ?? proposalDefaults.templateChoice,
  };
};

export const composeFromTranscript = (
  transcript: string,
  templateChoice: TemplateChoice,
  context: ProposalWritingContext,
): GeneratedProposal => {
  const draft = draftFromTranscript(transcript, extractTranscriptFacts(transcript), context);
  return { header: draft.header, sections: sections(draft), photos: [], templateChoice };
};

// Writes every section from whatever the form or notes hold, with no model and no I/O: the
// offline default when no LLM is configured (DESIGN §9). Same input, same proposal.
export class ProposalComposer implements ProposalWriter {
  readonly kind = 'composer' as const;

  fromForm(
    form: GenerateProposalRequest,
    context: ProposalWritingContext,
  ): Promise<GeneratedProposal> {
    return Promise.resolve(composeFromForm(form, context));
  }

  fromTranscript(
    transcript: string,
    templateChoice: TemplateChoice,
    context: ProposalWritingContext,
  ): Promise<GeneratedProposal> {
    return Promise.resolve(composeFromTranscript(transcript, templateChoice, context));
  }
}
