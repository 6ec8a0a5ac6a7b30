import { depositTermsError, sendProposalMessages } from '@vanilla/contracts';
import type {
  AddOn,
  DepositTerms,
  GeneratedProposal,
  PriceOption,
  TemplateChoice,
} from '@vanilla/contracts';
import type { ShareProposalRequest } from '@vanilla/contracts/dto';
import { isValidOptionalEmail, statedHeader, type ProposalForm } from './proposal-form';

/** "# Title" then one "## Section" block per section: the shape the shared page parses (000 §3). */
export const proposalMarkdown = (proposal: GeneratedProposal): string =>
  [
    `# ${proposal.header.title.trim() || 'HVAC Proposal'}`,
    ...proposal.sections.map(
      (section) => `## ${section.title.trim()}\n\n${section.content.trim()}`,
    ),
  ].join('\n\n');

/** "$15,900", "15900.50", "$15.9k" → a number of dollars; undefined when no amount is there. */
export const parseAmount = (text: string): number | undefined => {
  const match = /(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k\b)?/i.exec(text);
  if (!match?.[1]) return undefined;
  const value = Number(`${match[1].replace(/,/g, '')}${match[2] ?? ''}`);
  if (!Number.isFinite(value)) return undefined;
  return match[3] ? value * 1000 : value;
};

// Sections that state the price, and a line that names the recommended option among several.
const PRICE_SECTION = /investment|pric|cost|fee/i;
const RECOMMENDED = /recommended|standard/i;
const DOLLARS = /\$\s?\d[\d,]*(?:\.\d+)?\s*k?\b/i;

/**
 * The price a written proposal states, as the value field shows it ("18,500"): the recommended
 * option's when it offers several, else the first dollar amount of its price section; empty when
 * it states none (then Send & Track asks for it).
 */
export const statedValue = (proposal: GeneratedProposal): string => {
  const lines = proposal.sections
    .filter((section) => PRICE_SECTION.test(section.title))
    .flatMap((section) => section.content.split('\n'))
    .filter((line) => DOLLARS.test(line));
  const line = lines.find((candidate) => RECOMMENDED.test(candidate)) ?? lines[0];
  const amount = line && DOLLARS.exec(line)?.[0];
  return amount ? amountText(amount.replace(/\s/g, '')) : '';
};

/**
 * The proposal as the preview shows it and the share sends it: its written text with the photos
 * the form holds now, so photos added or removed after writing need no rewrite.
 */
export const withFormPhotos = (
  proposal: GeneratedProposal,
  photos: ProposalForm['photos'],
): GeneratedProposal => ({
  ...proposal,
  photos: photos.map(({ data, caption }) => ({ url: data, caption })),
});

/** An amount as the value field shows it ("15,900"); empty when there is none. */
export const amountText = (text: string): string =>
  parseAmount(text)?.toLocaleString('en-US', { maximumFractionDigits: 2 }) ?? '';

// The highest value the API takes (ShareProposalRequest).
const MAX_VALUE = 1_000_000_000;

/** What Send & Track asks for before sharing: facts a proposal written from notes lacks. */
export type ShareDetails = { clientEmail: string; clientPhone: string; value: string };

export type ShareDetailErrors = Partial<Record<keyof ShareDetails, string>>;

export const shareDetailMessages = {
  valueMissing: 'Enter the proposal’s value in dollars, e.g. 18,500.',
  emailMissing: 'Enter your client’s email to send the proposal.',
  emailInvalid: 'Please provide a valid email address',
  phoneMissing: 'Enter your client’s mobile number to text the proposal.',
  phoneInvalid: sendProposalMessages.phoneInvalid,
} as const;

// The API's own rule for a phone number (SendProposalRequest).
const PHONE_PATTERN = /^\+?[\d\s().-]{7,25}$/;

/**
 * What keeps these details from being shared: `required` names the ones the action needs (the
 * value for a link, the email for mailing it, the phone for texting it); an email given is always
 * checked, a phone only when it is to be texted (the form takes any phone text otherwise).
 */
export const shareDetailErrors = (
  { clientEmail, clientPhone, value }: ShareDetails,
  required: ReadonlyArray<keyof ShareDetails>,
): ShareDetailErrors => {
  const amount = parseAmount(value);
  const errors: ShareDetailErrors = {};
  if (required.includes('value') && (amount === undefined || amount > MAX_VALUE)) {
    errors.value = shareDetailMessages.valueMissing;
  }
  if (required.includes('clientEmail') && clientEmail.trim() === '') {
    errors.clientEmail = shareDetailMessages.emailMissing;
  } else if (!isValidOptionalEmail(clientEmail)) {
    errors.clientEmail = shareDetailMessages.emailInvalid;
  }
  if (required.includes('clientPhone')) {
    if (clientPhone.trim() === '') errors.clientPhone = shareDetailMessages.phoneMissing;
    else if (!PHONE_PATTERN.test(clientPhone.trim())) {
      errors.clientPhone = shareDetailMessages.phoneInvalid;
    }
  }
  return errors;
};

const joinLines = (lines: string[]): string =>
  lines.filter((line) => line.trim() !== '').join('\n');

const keySellingPoints = (form: ProposalForm, proposal: GeneratedProposal) => {
  const { basic, standard, premium } = form.priceOptions;
  const whyChooseUs = proposal.sections.find((section) => /why/i.test(section.title));
  return {
    price: joinLines([
      basic && `Basic: ${basic}`,
      standard && `Standard (Recommended): ${standard}`,
      premium && `Premium: ${premium}`,
    ]),
    whyChooseUs:
      whyChooseUs?.content.slice(0, 5000) ??
      joinLines([form.companyName, form.licenseNumber && `License ${form.licenseNumber}`]),
    testimonials: joinLines(
      form.testimonials
        .filter((testimonial) => testimonial.comment.trim() !== '')
        .map(
          ({ name, location, rating, comment }) =>
            `"${comment.trim()}" (${[name, location].filter(Boolean).join(', ') || 'A client'}, ${rating}/5)`,
        ),
    ).slice(0, 5000),
    warrantyInfo: joinLines([form.warrantyDuration, form.warrantyDetails]).slice(0, 5000),
  };
};

const PRICE_TIERS = [
  { id: 'basic', name: 'Basic', recommended: false },
  { id: 'standard', name: 'Standard', recommended: true },
  { id: 'premium', name: 'Premium', recommended: false },
] as const;

/**
 * The Price step's packages (001 §9: Basic, Standard (Recommended), Premium) as options the client
 * picks one of when signing: those with an amount, and only when there are two or more to choose.
 */
export const priceOptionsOf = (form: ProposalForm): PriceOption[] => {
  const options = PRICE_TIERS.flatMap(({ id, name, recommended }) => {
    const price = parseAmount(form.priceOptions[id]);
    return price === undefined ? [] : [{ id, name, price, description: '', recommended }];
  });
  return options.length >= 2 ? options : [];
};

/** The extended warranty options with a price, as add-ons the client may take with any option. */
export const addOnsOf = (form: ProposalForm): AddOn[] =>
  form.extendedWarrantyOptions.flatMap((option, index) => {
    const price = parseAmount(option.price);
    const name = option.name.trim();
    if (price === undefined || name === '') return [];
    const duration = option.duration.trim();
    return [
      { id: `warranty-${index + 1}`, name: duration ? `${name} (${duration})` : name, price },
    ];
  });

/**
 * The Price step's deposit as the share asks it: the fixed amount when one is given, else the
 * percent; null when both are empty. `error` is the API's own rule, shown at `field`; the share
 * then sends what was typed, so the server refuses it rather than it being dropped.
 */
export const depositOfForm = (
  form: ProposalForm,
): {
  terms: DepositTerms | null;
  field: 'depositPercent' | 'depositAmount' | null;
  error: string | null;
} => {
  const amountText = form.depositAmount.trim();
  const percentText = form.depositPercent.trim().replace(/\s*%$/, '');
  if (amountText === '' && percentText === '') return { terms: null, field: null, error: null };
  const [terms, field]: [DepositTerms, 'depositPercent' | 'depositAmount'] =
    amountText !== ''
      ? [{ amount: parseAmount(amountText) ?? 0 }, 'depositAmount']
      : [{ percent: Number(percentText) }, 'depositPercent'];
  const error = depositTermsError(terms);
  return { terms, field: error ? field : null, error };
};

// The photos the preview shows, as the share takes them: pictures this browser holds (data: URLs,
// scaled down when they were picked); the server re-encodes and stores them.
const sharedPhotos = (proposal: GeneratedProposal) =>
  proposal.photos
    .filter((photo) => photo.url.startsWith('data:'))
    .map((photo) => ({ data: photo.url, caption: photo.caption }));

/**
 * Who the proposal is for: as the form now says (Send & Track asks when the notes did not say),
 * else as the document was written.
 */
export const clientNameFor = (form: ProposalForm, proposal: GeneratedProposal): string =>
  form.clientName.trim() || statedHeader(proposal.header).clientName;

/**
 * The body of POST /api/share-proposal: the written text as markdown, the id it was written under,
 * the client and company (the document's header, then the form's fields), the design, the selling
 * points, the value Send & Track confirmed, the photos the preview shows, the packages and
 * extended warranties the client chooses from when signing, and the deposit asked then.
 */
export const sharePayload = (
  form: ProposalForm,
  proposal: GeneratedProposal,
  proposalId: string | null,
  templateChoice: TemplateChoice,
  value: number,
): ShareProposalRequest => {
  const photos = sharedPhotos(proposal);
  const stated = statedHeader(proposal.header);
  const priceOptions = priceOptionsOf(form);
  const addOns = addOnsOf(form);
  const { terms: deposit } = depositOfForm(form);
  return {
    proposalContent: proposalMarkdown(proposal),
    ...(proposalId ? { proposalId } : {}),
    clientName: clientNameFor(form, proposal),
    clientEmail: form.clientEmail.trim() || undefined,
    clientPhone: form.clientPhone.trim() || undefined,
    clientAddress: stated.propertyAddress || form.clientAddress || form.propertyAddress,
    companyName: stated.companyName || form.companyName,
    companyAddress: form.companyAddress,
    companyPhone: form.companyPhone,
    companyEmail: form.companyEmail,
    licenseNumber: form.licenseNumber,
    templateChoice,
    keySellingPoints: keySellingPoints(form, proposal),
    value,
    ...(photos.length > 0 ? { photos } : {}),
    ...(priceOptions.length > 0 ? { priceOptions } : {}),
    ...(addOns.length > 0 ? { addOns } : {}),
    ...(deposit ? { deposit } : {}),
  };
};
