import type {
  ContactSource,
  ContactStage,
  InvoiceStatus,
  JobStatus,
  NoteType,
  PaymentMethod,
} from '@vanilla/domain';

// The pipeline context (001 §2 Clients, Contacts, Jobs, Transactions, Notes): contacts, jobs,
// invoices and notes from the log, as the REST endpoints return them and the sockets push them.
export {
  contactStages,
  jobStatuses,
  paymentMethods,
  contactLimits,
  noteLimits,
  normaliseTags,
} from '@vanilla/domain';
export type {
  ContactSource,
  ContactStage,
  InvoiceStatus,
  JobStatus,
  NoteType,
  PaymentMethod,
} from '@vanilla/domain';

// 001 §2 Clients page: the statuses selected when the page opens.
export const defaultContactStages: readonly ContactStage[] = ['Lead', 'Request'];

export type ContactRow = {
  id: string;
  name: string;
  email: string;
  // E.164, or ''.
  phone: string;
  address: string;
  // The stage's label exactly as 001 §2 writes it.
  status: ContactStage;
  tags: string[];
  // Where the contact first came from.
  source: ContactSource;
  last_activity: string;
  created_at: string;
  // Whoever first brought the contact in (the receptionist's owner, the proposal's creator, the
  // person who added it).
  owner_id: string | null;
};

export type ContactTimelineKind =
  | 'contact_added'
  | 'call'
  | 'proposal_sent'
  | 'proposal_viewed'
  | 'proposal_message'
  | 'proposal_signed'
  | 'proposal_declined'
  | 'job_opened'
  | 'job_scheduled'
  | 'job_started'
  | 'job_completed'
  | 'job_invoiced'
  | 'payment'
  | 'note';

export type ContactTimelineRef = { type: 'call' | 'proposal' | 'job' | 'note'; id: string };

export type ContactTimelineEntry = {
  at: string;
  kind: ContactTimelineKind;
  title: string;
  detail: string;
  ref: ContactTimelineRef | null;
};

export type ContactsResponse = { success: true; contacts: ContactRow[] };
// Newest first.
export type ContactResponse = {
  success: true;
  contact: ContactRow;
  timeline: ContactTimelineEntry[];
};
export type ContactSavedResponse = { success: true; contact: ContactRow };
export type ContactImportResponse = {
  success: true;
  imported: number;
  // Rows that named a contact the company already has (by phone or email): matched, not doubled.
  matched: number;
  skipped: SkippedImportRow[];
};
// A spreadsheet row left out of an import, and why.
export type SkippedImportRow = { row: number; reason: string };

export type JobRow = {
  id: string;
  // The spec's "proposal id" column: PROP- and the token's first 8 characters, '' for a job
  // opened by hand.
  proposal_id: string;
  proposal_token: string | null;
  contact_id: string | null;
  client: string;
  address: string;
  service: string;
  team_member: string;
  team_member_id: string;
  // YYYY-MM-DD, null until scheduled.
  scheduled_date: string | null;
  amount: number;
  status: JobStatus;
  invoice_status: InvoiceStatus;
  invoiced_amount: number;
  paid_amount: number;
  created_at: string;
  updated_at: string;
};

export type JobsResponse = { success: true; jobs: JobRow[] };
export type JobResponse = { success: true; job: JobRow };

// 001 §3 Transaction: an invoice sent (pending until paid) or a payment received.
export type TransactionRow = {
  id: string;
  type: 'received' | 'sent';
  amount: number;
  // YYYY-MM-DD.
  date: string;
  proposal: string;
  client: string;
  teamMember: string;
  status: 'completed' | 'pending' | 'failed';
  job_id: string;
  method: PaymentMethod | null;
};

export type TransactionsResponse = { success: true; transactions: TransactionRow[] };

export type NoteRow = {
  id: string;
  content: string;
  type: NoteType;
  date: string;
  linkedTo: { type: 'client' | 'team_member'; id: string; name: string } | null;
  isAITranscript: boolean;
  // A voice note's recording (a path on the API), else null.
  audio_url: string | null;
  duration_seconds: number;
  // The call an AI note summarises.
  call_id: string | null;
  author_id: string | null;
};

export type NotesResponse = { success: true; notes: NoteRow[] };
export type NoteResponse = { success: true; note: NoteRow };

export const pipelineMessages = {
  contactNotFound: 'Contact not found',
  jobNotFound: 'Job not found',
  noteNotFound: 'Note not found',
  contactNeedsName: 'Please enter the contact’s name.',
  contactNeedsReach: 'Please enter a phone number or an email address.',
  invalidPhone: 'Please enter a valid phone number.',
  contactsLoadFailed: 'Failed to load contacts',
  jobsLoadFailed: 'Failed to load jobs',
  transactionsLoadFailed: 'Failed to load transactions',
  notesLoadFailed: 'Failed to load notes',
  noContacts: 'No results for selected filters.',
} as const;

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: 'Card',
  cash: 'Cash',
  check: 'Check',
  bank_transfer: 'Bank transfer',
  other: 'Other',
};

export const jobStatusLabels: Record<JobStatus, string> = {
  unscheduled: 'To be scheduled',
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  completed: 'Completed',
  invoiced: 'Invoiced',
};
