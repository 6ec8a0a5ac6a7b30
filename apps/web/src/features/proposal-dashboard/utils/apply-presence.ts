import type { ProposalPresence } from '@vanilla/contracts';

// A proposal a client is reading now: the section, and since when.
export type Viewing = { section: string; since: string };

// By token, the caller's proposals a client is reading now.
export type PresenceByToken = Record<string, Viewing>;

/** A pushed `proposal.presence` applied to the loaded presence: a section replaces, null clears. */
export const applyPresence = (draft: PresenceByToken, presence: ProposalPresence): void => {
  if (presence.section === null) delete draft[presence.token];
  else draft[presence.token] = { section: presence.section, since: presence.since };
};
