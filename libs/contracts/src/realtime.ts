import type { SubscriptionSummary } from './billing.js';
import type { CallRecord } from './calls.js';
import type { ContactRow, JobRow, NoteRow, TransactionRow } from './pipeline.js';
import type { ProposalFollowUp } from './follow-ups.js';
import type { ProposalPresence } from './presence.js';
import type { DashboardProposal } from './proposals.js';
import type { Receptionist } from './receptionists.js';

// The typed map of socket events shared by server and web. Names are `<read-model>.<past-tense>`;
// each payload is the read-model row the matching REST endpoint returns.
export type ServerToClientEvents = {
  // A shared proposal changed: its row as GET /api/dashboard lists it (deleted or archived: it
  // leaves the list).
  'proposal.updated': (row: DashboardProposal) => void;
  // A client's open page of a shared proposal moved to another section, or the last one closed:
  // an entry of GET /api/proposals/presence, or `section: null`.
  'proposal.presence': (presence: ProposalPresence) => void;
  // A proposal's next follow-up moved, or none is left to come: an entry of
  // GET /api/proposals/follow-ups, or `next_follow_up: null`.
  'proposal.follow_up': (entry: ProposalFollowUp) => void;
  // A call started, ended or got its recording: its row as GET /api/calls lists it.
  'call.updated': (row: CallRecord) => void;
  // A receptionist was set up or changed: its row as GET /api/ai-receptionist/list lists it.
  'receptionist.updated': (row: Receptionist) => void;
  // A receptionist was deleted: its row as last listed.
  'receptionist.deleted': (row: Receptionist) => void;
  // The user's plan changed (checkout, plan change, cancellation, a payment): what
  // GET /api/payments/subscription returns.
  'subscription.updated': (row: SubscriptionSummary) => void;
  // A contact was found in a call or a proposal, added, tagged, or moved along the pipeline: its
  // row as GET /api/contacts lists it.
  'contact.updated': (row: ContactRow) => void;
  // A contact was merged into another (which gets its own 'contact.updated'): its row as last
  // listed.
  'contact.deleted': (row: ContactRow) => void;
  // A job opened or took a step: its row as GET /api/jobs lists it.
  'job.updated': (row: JobRow) => void;
  // An invoice was sent or a payment received, or an invoice was paid: its row as
  // GET /api/transactions lists it.
  'transaction.updated': (row: TransactionRow) => void;
  // A note was written (or a call's summary became an AI note): its row as GET /api/notes lists it.
  'note.updated': (row: NoteRow) => void;
  // A note was deleted: its row as last listed.
  'note.deleted': (row: NoteRow) => void;
};

export type ClientToServerEvents = Record<string, never>;

export type RealtimeEventName = keyof ServerToClientEvents;

export type RealtimePayload<E extends RealtimeEventName> = Parameters<ServerToClientEvents[E]>[0];

// Rooms a socket joins: a manager follows the whole company, a member only their own rows.
export const companyRoom = (companyId: string): string => `company:${companyId}`;
export const userRoom = (userId: string): string => `user:${userId}`;
