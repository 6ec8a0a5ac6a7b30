import type { GeneratedProposal, ProposalSection } from '@vanilla/contracts';

// The browser storage keys of 000 §3: the prompt kept through a sign-in (session storage), and a
// proposal written from the landing page on its way to the wizard (local storage).
const PENDING_INPUT_KEY = 'pendingProposalInput';
const GENERATED_PROPOSAL_KEY = 'generatedProposal';

export const storePendingInput = (text: string): void => {
  sessionStorage.setItem(PENDING_INPUT_KEY, text);
};

export const readPendingInput = (): string | null => sessionStorage.getItem(PENDING_INPUT_KEY);

export const clearPendingInput = (): void => sessionStorage.removeItem(PENDING_INPUT_KEY);

/** A written proposal and the id to share it by (null when only its text is known). */
export type StoredProposal = { proposal: GeneratedProposal; proposalId: string | null };

export const storeGeneratedProposal = ({ proposal, proposalId }: StoredProposal): void => {
  localStorage.setItem(GENERATED_PROPOSAL_KEY, JSON.stringify({ ...proposal, proposalId }));
};

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

const parseSections = (record: Record<string, unknown>): ProposalSection[] => {
  if (Array.isArray(record.sections)) {
    return record.sections.flatMap((section: unknown) => {
      if (typeof section !== 'object' || section === null) return [];
      const { title, content } = section as Record<string, unknown>;
      return typeof content === 'string' ? [{ title: text(title, 'Proposal'), content }] : [];
    });
  }
  // An older or hand-made entry with the whole text in one field: one section titled Proposal
  // (001 §4).
  const whole = record.content ?? record.proposal_content;
  return typeof whole === 'string' && whole.trim() !== ''
    ? [{ title: 'Proposal', content: whole }]
    : [];
};

/**
 * The proposal the landing page left for the wizard, or null when there is none or it does not
 * parse. Reading leaves it in place; `clearGeneratedProposal` removes it once it is in use.
 */
export const readGeneratedProposal = (): StoredProposal | null => {
  const raw = localStorage.getItem(GENERATED_PROPOSAL_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const sections = parseSections(record);
    if (sections.length === 0) return null;
    const header =
      typeof record.header === 'object' && record.header !== null
        ? (record.header as Record<string, unknown>)
        : {};
    const photos = Array.isArray(record.photos)
      ? record.photos.flatMap((photo: unknown) => {
          if (typeof photo !== 'object' || photo === null) return [];
          const { url, caption } = photo as Record<string, unknown>;
          return typeof url === 'string' ? [{ url, caption: text(caption, '') }] : [];
        })
      : [];
    const template = record.templateChoice;
    return {
      proposal: {
        header: {
          title: text(header.title, 'HVAC Proposal'),
          companyName: text(header.companyName, 'HVAC Company'),
          date: text(header.date, new Date().toLocaleDateString()),
          clientName: text(header.clientName, 'Client'),
          propertyAddress: text(header.propertyAddress, 'Property Address'),
        },
        sections,
        photos,
        templateChoice:
          template === 'minimalist' || template === 'professional' || template === 'modern'
            ? template
            : 'vanilla',
      },
      proposalId: typeof record.proposalId === 'string' ? record.proposalId : null,
    };
  } catch {
    return null;
  }
};

export const clearGeneratedProposal = (): void => localStorage.removeItem(GENERATED_PROPOSAL_KEY);
