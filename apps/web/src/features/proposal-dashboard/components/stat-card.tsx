import type { ReactNode } from 'react';

type StatCardProps = { label: string; value: ReactNode; detail?: string };

export const StatCard = ({ label, value, detail }: StatCardProps) => (
  <div className="rounded-2xl border border-neutral-200 bg-white p-3 shadow-sm sm:p-5">
    <dt className="text-xs font-medium text-neutral-500 sm:text-sm">{label}</dt>
    <dd className="mt-1 text-xl font-bold tracking-tight text-neutral-950 tabular-nums sm:text-3xl">
      {value}
    </dd>
    {detail && <dd className="mt-1 hidden text-xs text-neutral-500 sm:block">{detail}</dd>}
  </div>
);
