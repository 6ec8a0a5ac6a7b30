import type { JobRow } from '@vanilla/contracts';

const job = (
  row: Omit<
    JobRow,
    | 'created_at'
    | 'updated_at'
    | 'contact_id'
    | 'team_member_id'
    | 'invoiced_amount'
    | 'paid_amount'
  > &
    Partial<JobRow>,
): JobRow => ({
  contact_id: null,
  team_member_id: '',
  invoiced_amount: 0,
  paid_amount: 0,
  created_at: '2026-05-01T09:00:00Z',
  updated_at: '2026-05-01T09:00:00Z',
  ...row,
});

// Shown under "Sample data" until the account has jobs of its own (001 §3 sample job).
export const sampleJobs: JobRow[] = [
  job({
    id: 'sample-job-1',
    proposal_id: 'PROP-7f3a9c21',
    proposal_token: null,
    client: 'Sofia Martinez',
    address: '44 Lakeshore Blvd, Austin, TX 78741',
    service: '3-ton AC and thermostat install',
    team_member: 'Sam Rivera',
    scheduled_date: '2026-05-20',
    amount: 8450,
    status: 'scheduled',
    invoice_status: '-',
  }),
  job({
    id: 'sample-job-2',
    proposal_id: 'PROP-2b81d0e4',
    proposal_token: null,
    client: 'Karen Brooks',
    address: '508 Cedar Ln, Round Rock, TX 78664',
    service: 'Roof replacement, architectural shingles',
    team_member: 'Alex Kim',
    scheduled_date: '2026-05-13',
    amount: 14200,
    status: 'in_progress',
    invoice_status: '-',
  }),
  job({
    id: 'sample-job-3',
    proposal_id: 'PROP-c94e1172',
    proposal_token: null,
    client: 'Luis Hernandez',
    address: '1190 Oak Hollow Dr, Cedar Park, TX 78613',
    service: 'Water heater replacement',
    team_member: 'Sam Rivera',
    scheduled_date: '2026-05-07',
    amount: 2350,
    status: 'completed',
    invoice_status: '-',
  }),
  job({
    id: 'sample-job-4',
    proposal_id: 'PROP-5d20aa93',
    proposal_token: null,
    client: 'Robert Nguyen',
    address: '2210 S Lamar Blvd, Austin, TX 78704',
    service: 'Repipe, PEX throughout',
    team_member: 'Alex Kim',
    scheduled_date: '2026-04-22',
    amount: 6800,
    status: 'invoiced',
    invoice_status: 'paid',
    invoiced_amount: 6800,
    paid_amount: 6800,
  }),
  job({
    id: 'sample-job-5',
    proposal_id: 'PROP-e6f41b08',
    proposal_token: null,
    client: 'Angela Scott',
    address: '77 Riverside Dr, Austin, TX 78704',
    service: '200 A panel upgrade and two EV chargers',
    team_member: 'Jordan Lee',
    scheduled_date: '2026-04-29',
    amount: 5900,
    status: 'invoiced',
    invoice_status: 'pending',
    invoiced_amount: 5900,
  }),
];
