import type { StatusTone } from '../utils/call-format';
import { statusTone } from '../utils/call-format';

const tones: Record<StatusTone, string> = {
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  blue: 'bg-blue-50 text-blue-700 ring-blue-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  grey: 'bg-neutral-100 text-neutral-700 ring-neutral-200',
};

/** A call's status (001 §3); a call in progress gets a pulsing dot. */
export const CallStatusBadge = ({ status }: { status: string }) => (
  <span
    className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${tones[statusTone(status)]}`}
  >
    {status === 'In Progress' && (
      <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-amber-500" />
    )}
    {status}
  </span>
);
