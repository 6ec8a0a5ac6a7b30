import type { DomainEvent } from '../decider/decider.js';

// A job: the work a signed proposal (or a contractor, by hand) commits to, from scheduling to
// payment. Statuses as 001 §2 Jobs lists them, after 'unscheduled' (a signed proposal's job before
// anyone set a date).
export const jobStatuses = [
  'unscheduled',
  'scheduled',
  'in_progress',
  'completed',
  'invoiced',
] as const;
export type JobStatus = (typeof jobStatuses)[number];

// '-' until the job is invoiced (001 §2).
export type InvoiceStatus = 'pending' | 'paid' | '-';

export type JobOpened = DomainEvent<
  'JobOpened',
  {
    jobId: string;
    companyId: string;
    // The contact the job is for, when known; a signed proposal's job is matched by the pipeline.
    contactId: string | null;
    // Set when the job comes from a signed proposal.
    proposalId: string | null;
    proposalToken: string | null;
    client: string;
    address: string;
    service: string;
    // Whole cents would be exact too; amounts are dollars with at most two decimals.
    amount: number;
    // Who is responsible until it is scheduled: the proposal's creator or whoever opened it.
    teamMemberId: string;
    openedBy: string;
    openedAt: string;
  }
>;

export type JobScheduled = DomainEvent<
  'JobScheduled',
  {
    jobId: string;
    companyId: string;
    // The day of the work, on the company's calendar (YYYY-MM-DD).
    scheduledDate: string;
    teamMemberId: string;
    teamMemberName: string;
    scheduledBy: string;
    scheduledAt: string;
  }
>;

export type JobStarted = DomainEvent<
  'JobStarted',
  { jobId: string; companyId: string; startedBy: string; startedAt: string }
>;

export type JobCompleted = DomainEvent<
  'JobCompleted',
  { jobId: string; companyId: string; completedBy: string; completedAt: string }
>;

export type JobInvoiced = DomainEvent<
  'JobInvoiced',
  { jobId: string; companyId: string; amount: number; invoicedBy: string; invoicedAt: string }
>;

export const paymentMethods = ['card', 'cash', 'check', 'bank_transfer', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export type JobPaymentRecorded = DomainEvent<
  'JobPaymentRecorded',
  {
    jobId: string;
    companyId: string;
    paymentId: string;
    amount: number;
    method: PaymentMethod;
    // The day the money came in (YYYY-MM-DD), as the contractor says.
    paidOn: string;
    // Whether this payment settles the invoice.
    paidInFull: boolean;
    recordedBy: string;
    recordedAt: string;
  }
>;

export type JobEvent =
  JobOpened | JobScheduled | JobStarted | JobCompleted | JobInvoiced | JobPaymentRecorded;

export const jobEventTypes: readonly JobEvent['type'][] = [
  'JobOpened',
  'JobScheduled',
  'JobStarted',
  'JobCompleted',
  'JobInvoiced',
  'JobPaymentRecorded',
];

export const jobStreamName = (jobId: string): string => `job-${jobId}`;

// A signed proposal's job has the proposal's id, so the signature and the job meet on one id.
export const jobIdOfProposal = (proposalId: string): string => proposalId;

export const toCents = (amount: number): number => Math.round(amount * 100);
