import type {
  GeneratedProposal,
  ProposalTemplateChoice,
  ShareProposalRequest,
} from '@vanilla/contracts';
import type { ProposalForm } from './proposal-form';

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

/**
 * The body of POST /api/share-proposal: the written text as markdown, the id it was written under,
 * the client and company (the document's header, then the form's fields), the design, the selling points and, as the proposal's
 * value, the standard (recommended) price.
 */
export const sharePayload = (
  form: ProposalForm,
  proposal: GeneratedProposal,
  proposalId: string | null,
  templateChoice: ProposalTemplateChoice,
): ShareProposalRequest => {
  const value = parseAmount(form.priceOptions.standard);
  return {
    proposalContent: proposalMarkdown(proposal),
    ...(proposalId ? { proposalId } : {}),
    // What the document itself says first: a proposal written from dictated notes has its own.
    clientName: proposal.header.clientName || form.clientName,
    clientEmail: form.clientEmail.trim() || undefined,
    clientAddress: proposal.header.propertyAddress || form.clientAddress || form.propertyAddress,
    companyName: proposal.header.companyName || form.companyName,
    companyAddress: form.companyAddress,
    companyPhone: form.companyPhone,
    companyEmail: form.companyEmail,
    licenseNumber: form.licenseNumber,
    templateChoice,
    keySellingPoints: keySellingPoints(form, proposal),
    ...(value === undefined ? {} : { value }),
  };
};
