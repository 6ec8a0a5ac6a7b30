import type { GeneratedProposal } from '@vanilla/contracts';
import { isRecord, parseGeneratedProposal } from '../../../lib/generated-proposal';

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

/**
 * The proposal the landing page left for the wizard, or null when there is none or it does not
 * parse. Reading leaves it in place; `clearGeneratedProposal` removes it once it is in use.
 */
export const readGeneratedProposal = (): StoredProposal | null => {
  const raw = localStorage.getItem(GENERATED_PROPOSAL_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const proposal = parseGeneratedProposal(parsed);
    if (!proposal || !isRecord(parsed)) return null;
    return {
      proposal,
      proposalId: typeof parsed.proposalId === 'string' ? parsed.proposalId : null,
    };
  } catch {
    return null;
  }
};

export const clearGeneratedProposal = (): void => localStorage.removeItem(GENERATED_PROPOSAL_KEY);
