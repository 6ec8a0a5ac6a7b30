import { describe, expect, it } from '@jest/globals';
import type { JobRow } from '@vanilla/contracts';
import { filterJobs, jobStats, nextJobStep } from './job-rows';

const job = (overrides: Partial<JobRow>): JobRow => ({
  id: 'j1',
  proposal_id: 'PROP-1a2b3c4d',
  proposal_token: '1a2b3c4d-0000',
  contact_id: 'c1',
  client: 'Maria Lopez',
  address: '12 Oak St',
  service: 'AC replacement',
  team_member: 'Sam Rivera',
  team_member_id: 'u1',
  scheduled_date: null,
  amount: 8400,
  status: 'unscheduled',
  invoice_status: '-',
  invoiced_amount: 0,
  paid_amount: 0,
  created_at: '2026-05-01T00:00:00Z',
  updated_at: '2026-05-01T00:00:00Z',
  ...overrides,
});

describe('nextJobStep', () => {
  it('should walk a job from scheduling to payment', () => {
    expect(nextJobStep(job({}))).toBe('schedule');
    expect(nextJobStep(job({ status: 'scheduled' }))).toBe('start');
    expect(nextJobStep(job({ status: 'in_progress' }))).toBe('complete');
    expect(nextJobStep(job({ status: 'completed' }))).toBe('invoice');
    expect(nextJobStep(job({ status: 'invoiced', invoice_status: 'pending' }))).toBe('payment');
  });

  it('should have no step left when the invoice is paid', () => {
    expect(nextJobStep(job({ status: 'invoiced', invoice_status: 'paid' }))).toBeNull();
  });
});

describe('jobStats', () => {
  it('should count the four cards', () => {
    const rows = [
      job({ status: 'unscheduled' }),
      job({ status: 'scheduled' }),
      job({ status: 'scheduled' }),
      job({ status: 'in_progress' }),
      job({ status: 'completed' }),
      job({ status: 'invoiced', invoice_status: 'paid' }),
    ];
    expect(jobStats(rows)).toEqual({ active: 3, completed: 2, scheduled: 2, toBeInvoiced: 1 });
  });
});

describe('filterJobs', () => {
  const rows = [
    job({ id: 'a', client: 'Maria Lopez', service: 'AC replacement', team_member: 'Sam' }),
    job({
      id: 'b',
      client: 'Tom Baker',
      service: 'Roof repair',
      team_member: 'Alex',
      status: 'scheduled',
    }),
  ];

  it('should search client, service and team member', () => {
    expect(filterJobs(rows, 'roof', 'all').map((row) => row.id)).toEqual(['b']);
    expect(filterJobs(rows, 'sam', 'all').map((row) => row.id)).toEqual(['a']);
    expect(filterJobs(rows, 'maria', 'all').map((row) => row.id)).toEqual(['a']);
  });

  it('should filter by status', () => {
    expect(filterJobs(rows, '', 'scheduled').map((row) => row.id)).toEqual(['b']);
  });
});
