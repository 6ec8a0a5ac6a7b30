import type { SampleFirm } from '../data/sample-firms';
import { formatGrowth } from '../utils/firm-search';

/** One sample firm in the results: who it is, and the measures an investor compares first. */
export const FirmCard = ({ firm }: { firm: SampleFirm }) => {
  const metrics = [
    { label: 'Revenue', value: firm.revenue },
    { label: 'Growth (1 yr)', value: formatGrowth(firm.growth), down: firm.growth < 0 },
    { label: 'Recurring revenue', value: `${firm.recurringShare}%` },
    { label: 'Employees', value: String(firm.employees) },
  ];
  return (
    <article
      aria-labelledby={`firm-${firm.id}`}
      className="flex flex-col rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`firm-${firm.id}`} className="text-lg font-bold tracking-tight text-neutral-950">
            {firm.name}
          </h3>
          <p className="mt-1 text-sm text-neutral-600">
            {firm.city}, {firm.state.code} · Founded {firm.founded}
          </p>
        </div>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700">
          {firm.trade}
        </span>
      </div>
      <p className="mt-4 text-sm text-neutral-700">{firm.summary}</p>
      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-neutral-100 pt-5">
        {metrics.map(({ label, value, down = false }) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className="text-xs text-neutral-600">{label}</dt>
            <dd
              className={`text-base font-semibold tabular-nums ${
                down ? 'text-red-700' : 'text-neutral-900'
              }`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-neutral-600">
        <span className="font-semibold text-neutral-900">{firm.rating.toFixed(1)}</span> average
        rating from {firm.reviews.toLocaleString('en-US')} reviews
      </p>
    </article>
  );
};
