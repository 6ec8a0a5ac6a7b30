import type { SubscriptionSummary } from '@vanilla/contracts';
import { formatUsageMonth } from '../utils/billing-format';
import { usageView, type UsageMeter } from '../utils/usage-meters';

type MonthlyUsageProps = { usage: SubscriptionSummary['usage'] };

const MeterRow = ({ meter }: { meter: UsageMeter }) => (
  <div data-testid={`usage-${meter.id}`} className="flex flex-col gap-1.5">
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
      <span className="font-medium text-neutral-800">{meter.label}</span>
      <span
        className={`tabular-nums ${meter.full ? 'font-semibold text-amber-700' : 'text-neutral-600'}`}
      >
        {meter.valueText}
      </span>
    </div>
    {meter.percent !== null && (
      <div
        role="meter"
        aria-label={meter.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={meter.percent}
        aria-valuetext={meter.valueText}
        className="h-2 overflow-hidden rounded-full bg-neutral-100"
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 ${meter.full ? 'bg-amber-500' : 'bg-brand-600'}`}
          style={{ width: `${meter.percent}%` }}
        />
      </div>
    )}
  </div>
);

/**
 * This month's usage (000 §9): proposals used of the plan's limit, AI call minutes against the
 * included minutes, and the overage billed in credits.
 */
export const MonthlyUsage = ({ usage }: MonthlyUsageProps) => {
  const view = usageView(usage);
  return (
    <section
      aria-labelledby="monthly-usage-title"
      data-testid="monthly-usage"
      className="flex flex-col gap-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id="monthly-usage-title" className="text-base font-semibold text-neutral-900">
          This month&rsquo;s usage
        </h3>
        <span className="text-sm text-neutral-500">{formatUsageMonth(usage.month)}</span>
      </div>
      <div className="flex flex-col gap-4">
        {view.meters.map((meter) => (
          <MeterRow key={meter.id} meter={meter} />
        ))}
      </div>
      {view.overage && (
        <p data-testid="usage-overage" className="text-sm font-medium text-amber-800">
          {view.overage}
        </p>
      )}
    </section>
  );
};
