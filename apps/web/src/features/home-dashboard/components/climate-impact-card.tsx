import { LeafIcon } from '../../../components/icons';
import { sampleClimateImpact } from '../data/sample-home';
import { percentBelow } from '../utils/home-figures';
import { DashboardCard } from './dashboard-card';

const barColours = ['bg-emerald-600', 'bg-emerald-400', 'bg-teal-300'];

/** The home's estimated yearly emissions and where they come from: sample figures. */
export const ClimateImpactCard = () => {
  const { tonnesPerYear, neighbourhoodTonnes, breakdown, tip } = sampleClimateImpact;
  const below = percentBelow(tonnesPerYear, neighbourhoodTonnes);
  return (
    <DashboardCard title="Climate impact" icon={LeafIcon} sample>
      <p className="text-neutral-700">
        <span className="text-3xl font-bold tracking-tight text-neutral-950 tabular-nums">
          {tonnesPerYear} t
        </span>{' '}
        CO₂e a year
      </p>
      <p className="mt-1 text-sm text-neutral-600">
        {below >= 0
          ? `${below}% less than similar homes nearby (${neighbourhoodTonnes} t).`
          : `${-below}% more than similar homes nearby (${neighbourhoodTonnes} t).`}
      </p>
      <ul className="mt-5 flex flex-col gap-3">
        {breakdown.map((part, index) => (
          <li key={part.label}>
            <div className="flex items-center justify-between text-sm">
              <span className="text-neutral-700">{part.label}</span>
              <span className="font-medium text-neutral-900 tabular-nums">{part.percent}%</span>
            </div>
            <div aria-hidden="true" className="mt-1.5 h-2 rounded-full bg-neutral-100">
              <div
                className={`h-full rounded-full ${barColours[index % barColours.length]}`}
                style={{ width: `${part.percent}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-5 flex gap-2.5 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
        <LeafIcon className="mt-0.5 size-4 shrink-0" />
        {tip}
      </p>
    </DashboardCard>
  );
};
