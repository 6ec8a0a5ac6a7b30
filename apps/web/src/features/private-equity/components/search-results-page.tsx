import { BackLink } from '../../../components/ui/back-link';
import { paths } from '../../../config/paths';
import { sampleFirms } from '../data/sample-firms';
import { matchFirms } from '../utils/firm-search';
import { FirmCard } from './firm-card';
import { InvestorSearchForm } from './investor-search-form';
import { SuggestedSearches } from './suggested-searches';

const SampleDataNote = () => (
  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
    <span className="rounded-full bg-amber-200 px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase">
      Sample data
    </span>
    These companies and figures are fictional examples of what a search returns.
  </p>
);

const summaryOf = (query: string, count: number): string => {
  if (query === '') return `Showing all ${count} sample firms.`;
  if (count === 0) return `No sample firms match “${query}”.`;
  return `${count} sample ${count === 1 ? 'firm matches' : 'firms match'} “${query}”.`;
};

/**
 * /private-equity/search?q=...: the query, the sample firms it matches, and the form to search
 * again. Without a query it asks for one and lists every sample firm.
 */
export const SearchResultsPage = ({ query }: { query: string }) => {
  const firms = query === '' ? sampleFirms : matchFirms(sampleFirms, query);
  return (
    <section aria-labelledby="pe-results-title" className="bg-neutral-50">
      <div className="mx-auto max-w-5xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14 lg:px-8">
        <BackLink to={paths.privateEquity}>Private equity</BackLink>
        <h1
          id="pe-results-title"
          className="mt-6 text-3xl font-bold tracking-tight break-words text-neutral-950 sm:text-4xl"
        >
          {query === '' ? 'Search home-service companies' : `Results for “${query}”`}
        </h1>
        {query === '' && (
          <p className="mt-3 text-neutral-600">
            Type a company name, a trade such as HVAC or roofing, or a city or state.
          </p>
        )}
        <div className="mt-8 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6">
          {/* Keyed by the query so a new search through a suggestion refills the field. */}
          <InvestorSearchForm key={query} defaultValue={query} />
          <div className="mt-4">
            <SuggestedSearches />
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-4">
          <SampleDataNote />
          <h2 className="sr-only">Results</h2>
          <p role="status" className="font-medium text-neutral-800">
            {summaryOf(query, firms.length)}
          </p>
          {firms.length > 0 ? (
            <div className="grid gap-5 md:grid-cols-2">
              {firms.map((firm) => (
                <FirmCard key={firm.id} firm={firm} />
              ))}
            </div>
          ) : (
            <p className="text-neutral-600">
              Check the spelling, try a broader term, or pick one of the searches above.
            </p>
          )}
        </div>
      </div>
    </section>
  );
};
