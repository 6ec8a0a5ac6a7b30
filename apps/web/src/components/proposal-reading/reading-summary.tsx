import type { ProposalReadingView } from '@vanilla/contracts';
import { readingTime } from './reading-time';

type ReadingBarsProps = { label: string; rows: { key: string; name: string; ms: number }[] };

// One bar per row, as long as its share of the longest; the time is written beside it, so the
// chart reads without seeing the bars.
const ReadingBars = ({ label, rows }: ReadingBarsProps) => {
  const longest = Math.max(1, ...rows.map((row) => row.ms));
  return (
    <section aria-label={label}>
      <h3 className="text-sm font-semibold text-neutral-900">{label}</h3>
      <ul className="mt-2 flex flex-col gap-2.5">
        {rows.map((row) => (
          <li key={row.key} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1">
            <span className="truncate text-sm text-neutral-700" title={row.name}>
              {row.name}
            </span>
            <span className="text-sm font-medium text-neutral-900 tabular-nums">
              {row.ms === 0 ? 'Not read' : readingTime(row.ms)}
            </span>
            <span aria-hidden="true" className="col-span-2 h-2 rounded-full bg-neutral-100">
              <span
                className="block h-2 rounded-full bg-brand-500"
                style={{ width: `${Math.round((row.ms / longest) * 100)}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What the client read of a proposal, across their visits: the visits and devices, a bar per
 * section with its time on screen, and the price options they looked at.
 */
export const ReadingSummary = ({ reading }: { reading: ProposalReadingView }) => {
  if (reading.visits === 0) {
    return (
      <p className="text-sm text-neutral-600">
        Nothing read yet. Once the client opens the link and scrolls, the time spent on each section
        shows here.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-neutral-50 px-4 py-3">
          <dt className="text-xs font-medium text-neutral-500">Visits</dt>
          <dd className="text-lg font-semibold text-neutral-950">{reading.visits}</dd>
        </div>
        <div className="rounded-xl bg-neutral-50 px-4 py-3">
          <dt className="text-xs font-medium text-neutral-500">Devices</dt>
          <dd className="text-lg font-semibold text-neutral-950">{reading.devices}</dd>
        </div>
      </dl>
      <ReadingBars
        label="Time per section"
        rows={reading.sections.map((section) => ({
          key: section.title,
          name: section.title || 'Untitled section',
          ms: section.ms,
        }))}
      />
      {reading.options.length > 0 ? (
        <ReadingBars
          label="Price options looked at"
          rows={reading.options.map((option) => ({
            key: option.id,
            name: option.name,
            ms: option.ms,
          }))}
        />
      ) : (
        <p className="text-sm text-neutral-600">No price option was looked at.</p>
      )}
      {reading.last_read_at && (
        <p className="text-xs text-neutral-500">
          {plural(reading.visits, 'visit', 'visits')}, last read{' '}
          {new Date(reading.last_read_at).toLocaleString()}
        </p>
      )}
    </div>
  );
};
