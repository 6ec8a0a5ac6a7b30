// "Viewing now" (issue 21): which section of a shared proposal a client has on screen. Not an
// event of the log: it lives while the page is open and is pushed to the proposal's owners.

// A section title is as long as a shared proposal's heading may be shown.
export const PRESENCE_SECTION_MAX_LENGTH = 200;

// The client's page reports this often while it is visible (the server forgets a visit silent
// for PRESENCE_TIMEOUT_MS, 10 s by default).
export const PRESENCE_HEARTBEAT_MS = 4000;

// `proposal.presence`: a client is reading `section` since `since` (the most recent of the
// proposal's open pages), or nobody is any more (`section: null`).
export type ProposalPresence =
  { token: string; section: string; since: string } | { token: string; section: null };

// GET /api/proposals/presence: the caller's proposals being read right now.
export type ProposalPresenceResponse = {
  success: true;
  presence: { token: string; section: string; since: string }[];
};

export const presenceMessages = {
  visit: 'visitId must be a UUID',
  section: `section must be a section title (at most ${PRESENCE_SECTION_MAX_LENGTH} characters) or null`,
  unknownSection: 'This proposal has no such section.',
} as const;
