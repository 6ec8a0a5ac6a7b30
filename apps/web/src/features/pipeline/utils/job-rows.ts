import { jobStatusLabels, type JobRow, type JobStatus } from '@vanilla/contracts';
import { matchesQuery } from '../../../lib/format';

/** The step a job takes next (its row's action), or null once it is paid. */
export type JobStep = 'schedule' | 'start' | 'complete' | 'invoice' | 'payment';

export const jobStepLabels: Record<JobStep, string> = {
  schedule: 'Schedule',
  start: 'Start',
  complete: 'Complete',
  invoice: 'Invoice',
  payment: 'Record payment',
};

export const nextJobStep = (job: Pick<JobRow, 'status' | 'invoice_status'>): JobStep | null => {
  switch (job.status) {
    case 'unscheduled':
      return 'schedule';
    case 'scheduled':
      return 'start';
    case 'in_progress':
      return 'complete';
    case 'completed':
      return 'invoice';
    case 'invoiced':
      return job.invoice_status === 'paid' ? null : 'payment';
  }
};

// 001 §2 Jobs' four cards. Active: scheduled or under way. Completed: the work is done (completed,
// whether invoiced yet or not). Scheduled: has a date and has not started. To Be Invoiced: done
// but no invoice sent.
export const jobStats = (rows: readonly JobRow[]) => ({
  active: rows.filter((row) => row.status === 'scheduled' || row.status === 'in_progress').length,
  completed: rows.filter((row) => row.status === 'completed' || row.status === 'invoiced').length,
  scheduled: rows.filter((row) => row.status === 'scheduled').length,
  toBeInvoiced: rows.filter((row) => row.status === 'completed').length,
});

export type JobStatusFilter = JobStatus | 'all';

// The spec's four statuses, after the jobs a signed proposal opened that nobody scheduled yet.
export const jobStatusOptions: { value: JobStatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...(['unscheduled', 'scheduled', 'in_progress', 'completed', 'invoiced'] as const).map(
    (status) => ({ value: status, label: jobStatusLabels[status] }),
  ),
];

export const filterJobs = (
  rows: readonly JobRow[],
  search: string,
  status: JobStatusFilter,
): JobRow[] =>
  rows.filter(
    (row) =>
      (status === 'all' || row.status === status) &&
      matchesQuery(search, [
        row.client,
        row.address,
        row.service,
        row.team_member,
        row.proposal_id,
      ]),
  );

export type JobTone = 'amber' | 'blue' | 'purple' | 'green' | 'grey';

export const jobStatusTone: Record<JobStatus, JobTone> = {
  unscheduled: 'grey',
  scheduled: 'blue',
  in_progress: 'purple',
  completed: 'green',
  invoiced: 'amber',
};
