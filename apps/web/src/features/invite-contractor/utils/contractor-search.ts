import type { Contractor } from '../sample-data/contractors';

/**
 * The contractors whose name or trade contains every word of the query, ignoring case; all of
 * them for a blank query.
 */
export const searchContractors = (
  contractors: readonly Contractor[],
  query: string,
): Contractor[] => {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return contractors.filter((contractor) => {
    const haystack = `${contractor.name} ${contractor.trade}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
};

// The two choices of /invite-contractor (000 §2), kept in the address so Back works.
export type InviteChoice = 'in-mind' | 'find';

export const CHOICE_PARAM = 'choice';

/** The choice an address names; null (the options) for none or an unknown one. */
export const inviteChoiceOf = (value: string | null): InviteChoice | null =>
  value === 'in-mind' || value === 'find' ? value : null;
