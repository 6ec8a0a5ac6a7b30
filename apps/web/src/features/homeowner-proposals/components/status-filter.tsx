import type { DemoStatus, ProposalSummary } from '../sample-data/sample-types';
import { filterByStatus, type StatusFilter as Filter } from '../utils/proposal-lookup';

const filters: Filter[] = ['All', 'In Progress', 'Pending', 'Accepted', 'Declined'] satisfies (
  DemoStatus | 'All'
)[];

type StatusFilterProps = {
  summaries: readonly ProposalSummary[];
  value: Filter;
  onChange: (value: Filter) => void;
};

/** Radio buttons drawn as chips, each with how many projects it keeps; arrow keys move. */
export const StatusFilter = ({ summaries, value, onChange }: StatusFilterProps) => (
  <fieldset>
    <legend className="sr-only">Filter by status</legend>
    <div className="flex flex-wrap gap-2">
      {filters.map((filter) => (
        <label key={filter} className="cursor-pointer">
          <input
            type="radio"
            name="status-filter"
            value={filter}
            checked={value === filter}
            onChange={() => onChange(filter)}
            className="peer sr-only"
          />
          <span className="inline-flex items-center gap-1.5 rounded-full border border-neutral-200 bg-white px-3.5 py-1.5 text-sm font-medium text-neutral-700 transition-colors peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-neutral-300">
            {filter}
            <span className="tabular-nums opacity-80">
              {filterByStatus(summaries, filter).length}
            </span>
          </span>
        </label>
      ))}
    </div>
  </fieldset>
);
