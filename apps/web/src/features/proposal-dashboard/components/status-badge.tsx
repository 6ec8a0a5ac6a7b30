import type { ProposalStatus } from '@vanilla/contracts';

// 001 §2: accepted green, viewed purple, sent blue, anything else grey.
const tones: Partial<Record<ProposalStatus, string>> = {
  accepted: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  viewed: 'bg-purple-50 text-purple-700 ring-purple-200',
  sent: 'bg-blue-50 text-blue-700 ring-blue-200',
};

export const StatusBadge = ({ status }: { status: ProposalStatus }) => (
  <span
    className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium capitalize ring-1 ${
      tones[status] ?? 'bg-neutral-100 text-neutral-700 ring-neutral-200'
    }`}
  >
    {status}
  </span>
);
