import { Link } from 'react-router';
import { suggestedSearches } from '../data/sample-firms';
import { searchHref } from '../utils/firm-search';

type SuggestedSearchesProps = { tone?: 'light' | 'dark' };

/** One-click searches, for a visitor who does not know what to type. */
export const SuggestedSearches = ({ tone = 'light' }: SuggestedSearchesProps) => (
  <div className="flex flex-wrap items-center gap-2 text-sm">
    <span className={tone === 'dark' ? 'text-neutral-300' : 'text-neutral-600'}>Try:</span>
    <ul className="flex flex-wrap gap-2">
      {suggestedSearches.map((query) => (
        <li key={query}>
          <Link
            to={searchHref(query)}
            className={`inline-flex rounded-full px-3 py-1 font-medium transition-colors ${
              tone === 'dark'
                ? 'bg-white/10 text-white ring-1 ring-white/20 hover:bg-white/20'
                : 'bg-white text-neutral-700 ring-1 ring-neutral-200 hover:bg-neutral-50'
            }`}
          >
            {query}
          </Link>
        </li>
      ))}
    </ul>
  </div>
);
