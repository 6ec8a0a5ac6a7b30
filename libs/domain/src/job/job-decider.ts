import { DomainRuleViolation } from '../decider/decider.js';
import type { DecideContext, Decider, DomainCommand } from '../decider/decider.js';
import { toCents } from './job-events.js';
import type { InvoiceStatus, JobEvent, JobOpened, JobStatus, PaymentMethod } from './job-events.js';

type JobRef = { jobId: string; companyId: string; by: string };

export type OpenJob = DomainCommand<'OpenJob', Omit<JobOpened['data'], 'openedAt'>>;

// A signed proposal's job has no stream until its first step: the handler passes what the
// signature opened (`opening`), and the first schedule records both.
export type ScheduleJob = DomainCommand<
  'ScheduleJob',
  JobRef & {
    scheduledDate: string;
    teamMemberId: string;
    teamMemberName: string;
    opening: Omit<JobOpened['data'], 'openedAt'> | null;
  }
>;
export type StartJob = DomainCommand<'StartJob', JobRef>;
export type CompleteJob = DomainCommand<'CompleteJob', JobRef>;
export type InvoiceJob = DomainCommand<'InvoiceJob', JobRef & { amount: number }>;
export type RecordJobPayment = DomainCommand<
  'RecordJobPayment',
  JobRef & { paymentId: string; amount: number; method: PaymentMethod; paidOn: string }
>;

export type JobCommand =
  OpenJob | ScheduleJob | StartJob | CompleteJob | InvoiceJob | RecordJobPayment;

export type JobState = {
  opened: boolean;
  status: JobStatus;
  invoicedCents: number;
  paidCents: number;
  paymentIds: string[];
};

export const JOB_NOT_FOUND = 'job_not_found';
export const JOB_EXISTS = 'job_exists';
export const JOB_STEP_OUT_OF_ORDER = 'job_step_out_of_order';
export const JOB_AMOUNT_INVALID = 'job_amount_invalid';
export const JOB_PAYMENT_EXCEEDS_BALANCE = 'job_payment_exceeds_balance';

export const initialJobState = (): JobState => ({
  opened: false,
  status: 'unscheduled',
  invoicedCents: 0,
  paidCents: 0,
  paymentIds: [],
});

export const invoiceStatusOf = (
  state: Pick<JobState, 'status' | 'invoicedCents' | 'paidCents'>,
): InvoiceStatus =>
  state.status !== 'invoiced' ? '-' : state.paidCents >= state.invoicedCents ? 'paid' : 'pending';

export const evolveJob = (state: JobState, event: JobEvent): JobState => {
  switch (event.type) {
    case 'JobOpened':
      return { ...state, opened: true };
    case 'JobScheduled':
      return { ...state, status: 'scheduled' };
    case 'JobStarted':
      return { ...state, status: 'in_progress' };
    case 'JobCompleted':
      return { ...state, status: 'completed' };
    case 'JobInvoiced':
      return { ...state, status: 'invoiced', invoicedCents: toCents(event.data.amount) };
    case 'JobPaymentRecorded':
      return {
        ...state,
        paidCents: state.paidCents + toCents(event.data.amount),
        paymentIds: [...state.paymentIds, event.data.paymentId],
      };
  }
};

const outOfOrder = (message: string) =>
  new DomainRuleViolation(JOB_STEP_OUT_OF_ORDER, 'conflict', message);

const positive = (amount: number) => {
  if (!Number.isFinite(amount) || toCents(amount) <= 0) {
    throw new DomainRuleViolation(JOB_AMOUNT_INVALID, 'invalid', 'The amount must be above $0.');
  }
};

// A job goes scheduled → in progress → completed → invoiced → paid. It may be rescheduled until
// it starts; repeating the step it is at is no news (a double click, a retried request).
export const decideJob = (
  command: JobCommand,
  state: JobState,
  { now }: DecideContext,
): JobEvent[] => {
  const at = now.toISOString();
  if (command.type === 'OpenJob') {
    if (state.opened) throw new DomainRuleViolation(JOB_EXISTS, 'conflict', 'This job exists.');
    if (command.data.amount < 0) positive(command.data.amount);
    return [{ type: 'JobOpened', data: { ...command.data, openedAt: at } }];
  }
  const opening = command.type === 'ScheduleJob' ? command.data.opening : null;
  if (!state.opened && !opening) {
    throw new DomainRuleViolation(JOB_NOT_FOUND, 'not_found', 'Job not found');
  }
  const { jobId, companyId, by } = command.data;
  switch (command.type) {
    case 'ScheduleJob': {
      if (state.status !== 'unscheduled' && state.status !== 'scheduled') {
        throw outOfOrder('A job that has started cannot be rescheduled.');
      }
      const opened: JobEvent[] =
        !state.opened && opening ? [{ type: 'JobOpened', data: { ...opening, openedAt: at } }] : [];
      return [
        ...opened,
        {
          type: 'JobScheduled',
          data: {
            jobId,
            companyId,
            scheduledDate: command.data.scheduledDate,
            teamMemberId: command.data.teamMemberId,
            teamMemberName: command.data.teamMemberName,
            scheduledBy: by,
            scheduledAt: at,
          },
        },
      ];
    }
    case 'StartJob':
      if (state.status === 'in_progress') return [];
      if (state.status !== 'scheduled') throw outOfOrder('Schedule the job before starting it.');
      return [{ type: 'JobStarted', data: { jobId, companyId, startedBy: by, startedAt: at } }];
    case 'CompleteJob':
      if (state.status === 'completed' || state.status === 'invoiced') return [];
      if (state.status === 'unscheduled') {
        throw outOfOrder('Schedule the job before completing it.');
      }
      return [
        { type: 'JobCompleted', data: { jobId, companyId, completedBy: by, completedAt: at } },
      ];
    case 'InvoiceJob':
      if (state.status === 'invoiced') return [];
      if (state.status !== 'completed') throw outOfOrder('Complete the job before invoicing it.');
      positive(command.data.amount);
      return [
        {
          type: 'JobInvoiced',
          data: {
            jobId,
            companyId,
            amount: toCents(command.data.amount) / 100,
            invoicedBy: by,
            invoicedAt: at,
          },
        },
      ];
    case 'RecordJobPayment': {
      if (state.paymentIds.includes(command.data.paymentId)) return [];
      if (state.status !== 'invoiced')
        throw outOfOrder('Invoice the job before recording a payment.');
      positive(command.data.amount);
      const cents = toCents(command.data.amount);
      const balance = state.invoicedCents - state.paidCents;
      if (cents > balance) {
        throw new DomainRuleViolation(
          JOB_PAYMENT_EXCEEDS_BALANCE,
          'invalid',
          `The payment is more than the $${(balance / 100).toFixed(2)} still owed.`,
        );
      }
      return [
        {
          type: 'JobPaymentRecorded',
          data: {
            jobId,
            companyId,
            paymentId: command.data.paymentId,
            amount: cents / 100,
            method: command.data.method,
            paidOn: command.data.paidOn,
            paidInFull: cents === balance,
            recordedBy: by,
            recordedAt: at,
          },
        },
      ];
    }
  }
};

export const jobDecider: Decider<JobState, JobCommand, JobEvent> = {
  initialState: initialJobState,
  evolve: evolveJob,
  decide: decideJob,
};
