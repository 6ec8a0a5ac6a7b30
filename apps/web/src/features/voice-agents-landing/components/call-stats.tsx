import type { ReactNode } from 'react';
import { ClockIcon, PhoneIcon, UsersIcon } from '../../../components/icons';

// Marketing claims (000 §9, 001 §9).
const stats: { value: ReactNode; label: string; icon: typeof PhoneIcon }[] = [
  { value: '3,412', label: 'calls answered', icon: PhoneIcon },
  { value: '87 hrs', label: 'staff time saved', icon: UsersIcon },
  {
    value: (
      <>
        <span aria-hidden="true">&lt; 5 s</span>
        <span className="sr-only">Under 5 seconds</span>
      </>
    ),
    label: 'to pick up',
    icon: ClockIcon,
  },
];

type CallStatsProps = {
  /** Inside the dashboard's padded content area rather than full width on the public site. */
  inset: boolean;
};

/** The stats line under the hero. */
export const CallStats = ({ inset }: CallStatsProps) => (
  <section
    aria-labelledby="call-stats-title"
    className={`border-neutral-200 bg-neutral-50 ${inset ? 'rounded-2xl border' : 'border-y'}`}
  >
    <h2 id="call-stats-title" className="sr-only">
      Results so far
    </h2>
    <dl className="mx-auto grid max-w-6xl grid-cols-3 gap-2 px-2 py-7 sm:gap-5 sm:px-6 lg:px-8">
      {stats.map(({ value, label, icon: StatIcon }) => (
        <div
          key={label}
          className="flex flex-col items-center gap-2 text-center sm:flex-row sm:justify-center sm:gap-4 sm:text-left"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-600 shadow-sm ring-1 ring-neutral-200">
            <StatIcon className="size-6" />
          </span>
          <div className="flex flex-col-reverse">
            <dt className="text-sm text-neutral-600">{label}</dt>
            <dd className="text-xl font-bold tracking-tight text-neutral-950 tabular-nums sm:text-2xl">
              {value}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  </section>
);
