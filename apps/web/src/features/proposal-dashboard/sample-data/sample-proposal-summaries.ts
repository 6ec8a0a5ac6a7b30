import type { ProposalSummary } from '../utils/recent-proposals';

// 001 §3 "proposal summary": what the Recent Proposals table shows while the account has no
// proposals of its own, labelled as sample data (its rows lead nowhere).
export const sampleProposalSummaries: readonly ProposalSummary[] = [
  {
    id: 'sample-1',
    client: '',
    project: 'HVAC system replacement',
    status: 'Pending',
    lastContacted: '2026-03-03T15:20:00.000Z',
    amount: 12_450,
  },
  {
    id: 'sample-2',
    client: '',
    project: 'Roof repair and gutter cleaning',
    status: 'Accepted',
    lastContacted: '2026-02-26T11:00:00.000Z',
    amount: 8_900,
  },
  {
    id: 'sample-3',
    client: '',
    project: 'Kitchen plumbing upgrade',
    status: 'In Progress',
    lastContacted: '2026-02-20T17:45:00.000Z',
    amount: 3_275,
  },
  {
    id: 'sample-4',
    client: '',
    project: 'Backyard landscaping',
    status: 'Declined',
    lastContacted: '2026-02-11T09:10:00.000Z',
    amount: 5_600,
  },
];
