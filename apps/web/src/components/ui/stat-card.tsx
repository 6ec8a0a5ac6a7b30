import type { ReactNode } from 'react';

/** A figure still loading, missing because its data did not load, or ready. */
export type StatState = 'loading' | 'unavailable' | 'ready';

type StatCardProps = {
  label: string;
  value: ReactNode;
  detail?: string;
  state?: StatState;
  /** Under the figure once it is ready, e.g. a sparkline of its recent days. */
  trend?: ReactNode;
};

const StatValue = ({ value, state }: { value: ReactNode; state: StatState }) => {
  if (state === 'loading') {
    return (
      <>
        {/* As tall as a figure's line, so nothing moves when the figures come. */}
        <span aria-hidden="true" className="flex h-7 items-center sm:h-9">
          <span className="h-5 w-14 animate-pulse rounded-md bg-neutral-200 sm:h-6 sm:w-20" />
        </span>
        <span className="sr-only">Loading</span>
      </>
    );
  }
  if (state === 'unavailable') {
    return (
      <>
        <span aria-hidden="true" className="text-neutral-500">
          —
        </span>
        <span className="sr-only">Not available</span>
      </>
    );
  }
  return value;
};

export const StatCard = ({ label, value, detail, state = 'ready', trend }: StatCardProps) => (
  <div
    aria-busy={state === 'loading' || undefined}
    className="rounded-2xl border border-neutral-200 bg-white p-3 shadow-sm sm:p-5"
  >
    <dt className="text-xs font-medium text-neutral-500 sm:text-sm">{label}</dt>
    <dd className="mt-1 text-xl font-bold tracking-tight text-neutral-950 tabular-nums sm:text-3xl">
      <StatValue value={value} state={state} />
    </dd>
    {detail && <dd className="mt-1 hidden text-xs text-neutral-500 sm:block">{detail}</dd>}
    {trend && state === 'ready' && <dd className="mt-2">{trend}</dd>}
  </div>
);
