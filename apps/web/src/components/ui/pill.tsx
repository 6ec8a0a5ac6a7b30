import type { ReactNode } from 'react';

export type PillTone = 'green' | 'amber' | 'red' | 'blue' | 'purple' | 'grey';

const tones: Record<PillTone, string> = {
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  blue: 'bg-blue-50 text-blue-700 ring-blue-200',
  purple: 'bg-purple-50 text-purple-700 ring-purple-200',
  grey: 'bg-neutral-100 text-neutral-700 ring-neutral-200',
};

/** A status in its colour. */
export const Pill = ({ tone, children }: { tone: PillTone; children: ReactNode }) => (
  <span
    className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${tones[tone]}`}
  >
    {children}
  </span>
);
