import type { ListedReport } from '../utils/report-rows';

// 001 §2 Reports: static examples, shown (marked "Sample data") only while the account has no
// report of its own.
export const sampleReports: readonly ListedReport[] = [
  {
    id: 'sample-1',
    name: 'Q2 Sales Performance',
    type: 'performance',
    createdBy: 'Sarah Johnson',
    created_at: '2026-06-30T15:00:00.000Z',
    last_viewed: '2026-07-02T09:30:00.000Z',
    status: 'published',
    sample: true,
  },
  {
    id: 'sample-2',
    name: 'Monthly Revenue – June',
    type: 'financial',
    createdBy: 'Mike Chen',
    created_at: '2026-07-01T12:00:00.000Z',
    last_viewed: '2026-07-03T16:45:00.000Z',
    status: 'published',
    sample: true,
  },
  {
    id: 'sample-3',
    name: 'Customer Pipeline Review',
    type: 'customer',
    createdBy: 'Sarah Johnson',
    created_at: '2026-07-05T10:15:00.000Z',
    last_viewed: null,
    status: 'draft',
    sample: true,
  },
  {
    id: 'sample-4',
    name: 'After-Hours Calls',
    type: 'operations',
    createdBy: 'David Wilson',
    created_at: '2026-07-08T14:20:00.000Z',
    last_viewed: '2026-07-09T08:05:00.000Z',
    status: 'draft',
    sample: true,
  },
  {
    id: 'sample-5',
    name: 'Property Values – Austin',
    type: 'property',
    createdBy: 'Mike Chen',
    created_at: '2026-07-10T11:00:00.000Z',
    last_viewed: null,
    status: 'draft',
    sample: true,
  },
];
