import type { ReactNode } from 'react';

type StatCardProps = { label: string; value: ReactNode; detail?: string };

export const StatCard = ({ label, value, detail }: StatCardProps) => (
  <div className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5">
    <dt className="text-sm font-medium text-neutral-500">{label}</dt>
    <dd className="mt-1 text-2xl font-bold tracking-tight text-neutral-950 tabular-nums sm:text-3xl">
      {value}
    </dd>
    {detail && <dd className="mt-1 text-xs text-neutral-500">{detail}</dd>}
  </div>
);
