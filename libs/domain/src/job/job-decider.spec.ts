import { DeciderSpecification } from '../testing.js';
import {
  invoiceStatusOf,
  initialJobState,
  JOB_AMOUNT_INVALID,
  JOB_EXISTS,
  JOB_NOT_FOUND,
  JOB_PAYMENT_EXCEEDS_BALANCE,
  JOB_STEP_OUT_OF_ORDER,
  jobDecider,
} from './job-decider.js';
import type { JobCommand } from './job-decider.js';
import type { JobEvent } from './job-events.js';
import { fold } from '../decider/decider.js';

const now = new Date('2026-06-01T15:00:00.000Z');
const at = now.toISOString();
const given = (events: JobEvent[]) => DeciderSpecification.for(jobDecider, { now }).given(events);
const ref = { jobId: 'j-1', companyId: 'co-1' };
const by = { ...ref, by: 'u-1' };

const opening = {
  ...ref,
  contactId: null,
  proposalId: 'j-1',
  proposalToken: 'tok',
  client: 'Dana Smith',
  address: '1 Elm St',
  service: 'Heat pump',
  amount: 12500,
  teamMemberId: 'u-1',
  openedBy: 'u-1',
};
const opened: JobEvent = { type: 'JobOpened', data: { ...opening, openedAt: at } };
const scheduled: JobEvent = {
  type: 'JobScheduled',
  data: {
    ...ref,
    scheduledDate: '2026-06-03',
    teamMemberId: 'u-2',
    teamMemberName: 'Sam',
    scheduledBy: 'u-1',
    scheduledAt: at,
  },
};
const started: JobEvent = { type: 'JobStarted', data: { ...ref, startedBy: 'u-1', startedAt: at } };
const completed: JobEvent = {
  type: 'JobCompleted',
  data: { ...ref, completedBy: 'u-1', completedAt: at },
};
const invoiced: JobEvent = {
  type: 'JobInvoiced',
  data: { ...ref, amount: 1000, invoicedBy: 'u-1', invoicedAt: at },
};
const paid = (paymentId: string, amount: number, paidInFull: boolean): JobEvent => ({
  type: 'JobPaymentRecorded',
  data: {
    ...ref,
    paymentId,
    amount,
    method: 'card',
    paidOn: '2026-06-10',
    paidInFull,
    recordedBy: 'u-1',
    recordedAt: at,
  },
});

const schedule = (withOpening: boolean): JobCommand => ({
  type: 'ScheduleJob',
  data: {
    ...by,
    scheduledDate: '2026-06-03',
    teamMemberId: 'u-2',
    teamMemberName: 'Sam',
    opening: withOpening ? opening : null,
  },
});
const pay = (paymentId: string, amount: number): JobCommand => ({
  type: 'RecordJobPayment',
  data: { ...by, paymentId, amount, method: 'card', paidOn: '2026-06-10' },
});

describe('jobDecider', () => {
  it('should open a job by hand, and refuse to open it twice', () => {
    given([]).when({ type: 'OpenJob', data: opening }).then([opened]);
    given([opened]).when({ type: 'OpenJob', data: opening }).thenThrows(JOB_EXISTS);
  });

  it("should record a signed proposal's opening with its first schedule", () => {
    given([]).when(schedule(true)).then([opened, scheduled]);
  });

  it('should refuse a step on a job nobody opened', () => {
    given([]).when(schedule(false)).thenThrows(JOB_NOT_FOUND);
    given([]).when({ type: 'StartJob', data: by }).thenThrows(JOB_NOT_FOUND);
  });

  it('should reschedule a job until it starts, and not after', () => {
    given([opened, scheduled]).when(schedule(true)).then([scheduled]);
    given([opened, scheduled, started]).when(schedule(false)).thenThrows(JOB_STEP_OUT_OF_ORDER);
  });

  it('should go scheduled, started, completed, invoiced in order, a repeated step being no news', () => {
    given([opened]).when({ type: 'StartJob', data: by }).thenThrows(JOB_STEP_OUT_OF_ORDER);
    given([opened, scheduled]).when({ type: 'StartJob', data: by }).then([started]);
    given([opened, scheduled, started]).when({ type: 'StartJob', data: by }).then([]);
    given([opened]).when({ type: 'CompleteJob', data: by }).thenThrows(JOB_STEP_OUT_OF_ORDER);
    given([opened, scheduled]).when({ type: 'CompleteJob', data: by }).then([completed]);
    given([opened, scheduled, started])
      .when({ type: 'InvoiceJob', data: { ...by, amount: 1000 } })
      .thenThrows(JOB_STEP_OUT_OF_ORDER);
    given([opened, scheduled, completed])
      .when({ type: 'InvoiceJob', data: { ...by, amount: 1000 } })
      .then([invoiced]);
    given([opened, scheduled, completed, invoiced])
      .when({ type: 'InvoiceJob', data: { ...by, amount: 1000 } })
      .then([]);
  });

  it('should refuse an invoice of nothing', () => {
    given([opened, scheduled, completed])
      .when({ type: 'InvoiceJob', data: { ...by, amount: 0.001 } })
      .thenThrows(JOB_AMOUNT_INVALID);
  });

  it('should take payments up to what is owed, say which one settles it, and record a retried one once', () => {
    const before = [opened, scheduled, completed, invoiced];
    given(before)
      .when(pay('p-1', 400))
      .then([paid('p-1', 400, false)]);
    given([...before, paid('p-1', 400, false)])
      .when(pay('p-1', 400))
      .then([]);
    given([...before, paid('p-1', 400, false)])
      .when(pay('p-2', 600))
      .then([paid('p-2', 600, true)]);
    given([...before, paid('p-1', 400, false)])
      .when(pay('p-3', 600.01))
      .thenThrows(JOB_PAYMENT_EXCEEDS_BALANCE);
    given([opened, scheduled, completed]).when(pay('p-1', 10)).thenThrows(JOB_STEP_OUT_OF_ORDER);
  });

  it('should count cents exactly: three payments of a third settle the invoice', () => {
    const third: JobEvent = { ...invoiced, data: { ...invoiced.data, amount: 0.3 } } as JobEvent;
    const state = fold(jobDecider, [
      opened,
      scheduled,
      completed,
      third,
      paid('a', 0.1, false),
      paid('b', 0.1, false),
    ]);
    expect(invoiceStatusOf(state)).toBe('pending');
    expect(
      invoiceStatusOf(
        fold(jobDecider, [
          opened,
          scheduled,
          completed,
          third,
          paid('a', 0.1, false),
          paid('b', 0.1, false),
          paid('c', 0.1, true),
        ]),
      ),
    ).toBe('paid');
    expect(invoiceStatusOf(initialJobState())).toBe('-');
  });
});
