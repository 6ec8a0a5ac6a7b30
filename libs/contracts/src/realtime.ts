import type { SubscriptionSummary } from './billing.js';
import type { CallRecord } from './calls.js';
import type { DashboardProposal } from './proposals.js';
import type { Receptionist } from './receptionists.js';

// The typed map of socket events shared by server and web. Names are `<read-model>.<past-tense>`;
// each payload is the read-model row the matching REST endpoint returns.
export type ServerToClientEvents = {
  // A shared proposal changed: its row as GET /api/dashboard lists it (deleted or archived: it
  // leaves the list).
  'proposal.updated': (row: DashboardProposal) => void;
  // A call started, ended or got its recording: its row as GET /api/calls lists it.
  'call.updated': (row: CallRecord) => void;
  // A receptionist was set up or changed: its row as GET /api/ai-receptionist/list lists it.
  'receptionist.updated': (row: Receptionist) => void;
  // A receptionist was deleted: its row as last listed.
  'receptionist.deleted': (row: Receptionist) => void;
  // The user's plan changed (checkout, plan change, cancellation, a payment): what
  // GET /api/payments/subscription returns.
  'subscription.updated': (row: SubscriptionSummary) => void;
};

export type ClientToServerEvents = Record<string, never>;

export type RealtimeEventName = keyof ServerToClientEvents;

export type RealtimePayload<E extends RealtimeEventName> = Parameters<ServerToClientEvents[E]>[0];

// Rooms a socket joins: a manager follows the whole company, a member only their own rows.
export const companyRoom = (companyId: string): string => `company:${companyId}`;
export const userRoom = (userId: string): string => `user:${userId}`;
