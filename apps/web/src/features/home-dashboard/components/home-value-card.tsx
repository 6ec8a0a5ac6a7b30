import { TrendingUpIcon } from '../../../components/icons';
import { sampleValueEstimate } from '../data/sample-home';
import { barHeights, formatDollars } from '../utils/home-figures';
import { DashboardCard } from './dashboard-card';
import { ValueIcon } from './home-icons';

/** The home value estimate: sample figures, labelled as such. */
export const HomeValueCard = () => {
  const { estimate, low, high, changePercent, history } = sampleValueEstimate;
  const heights = barHeights(history.map((point) => point.value));
  const first = history[0];
  return (
    <DashboardCard title="Home value estimate" icon={ValueIcon} sample>
      <p className="text-3xl font-bold tracking-tight text-neutral-950 tabular-nums">
        {formatDollars(estimate)}
      </p>
      <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-emerald-700">
        <TrendingUpIcon className="size-4" />
        Up {changePercent}% in the last 12 months
      </p>
      <p className="mt-1 text-sm text-neutral-600">
        Likely range {formatDollars(low)} to {formatDollars(high)}
      </p>
      <div
        role="img"
        aria-label={`Estimate by quarter, from ${formatDollars(first.value)} in ${first.label} to ${formatDollars(estimate)} now`}
        className="mt-5 flex h-24 items-end gap-2"
      >
        {history.map((point, index) => (
          <div key={point.label} className="flex h-full flex-1 flex-col justify-end gap-1.5">
            <div
              className={`rounded-md ${index === history.length - 1 ? 'bg-brand-600' : 'bg-brand-200'}`}
              style={{ height: `${heights[index]}%` }}
            />
            <span className="text-center text-[0.6875rem] text-neutral-600">{point.label}</span>
          </div>
        ))}
      </div>
    </DashboardCard>
  );
};
