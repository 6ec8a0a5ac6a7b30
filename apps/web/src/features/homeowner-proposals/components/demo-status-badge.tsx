import type { DemoStatus } from '../sample-data/sample-types';

// 000 §4: In Progress blue, Pending yellow, Accepted green, Declined red.
const tones: Record<DemoStatus, string> = {
  'In Progress': 'bg-blue-50 text-blue-700 ring-blue-200',
  Pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  Accepted: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  Declined: 'bg-red-50 text-red-700 ring-red-200',
};

export const DemoStatusBadge = ({ status }: { status: DemoStatus }) => (
  <span
    className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${tones[status]}`}
  >
    {status}
  </span>
);
