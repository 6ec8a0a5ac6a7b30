import type { CallRecord } from './calls.js';
import type { ProposalSummary } from './proposals.js';

// The typed map of socket events shared by server and web. Names are `<read-model>.<past-tense>`;
// each payload is the read-model row the matching REST endpoint returns.
export type ServerToClientEvents = {
  'proposal.updated': (row: ProposalSummary) => void;
  // A call started or ended (the row as GET /api/calls/{id} returns it).
  'call.completed': (row: CallRecord) => void;
};

export type ClientToServerEvents = Record<string, never>;

export type RealtimeEventName = keyof ServerToClientEvents;

export type RealtimePayload<E extends RealtimeEventName> = Parameters<ServerToClientEvents[E]>[0];

// Rooms a socket joins: a manager follows the whole company, a member only their own rows.
export const companyRoom = (companyId: string): string => `company:${companyId}`;
export const userRoom = (userId: string): string => `user:${userId}`;
