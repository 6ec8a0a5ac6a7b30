import { useSearchParams } from 'react-router';
import { PrivateEquityPage } from '../../features/private-equity/components/private-equity-page';
import { SearchResultsPage } from '../../features/private-equity/components/search-results-page';
import { readSearchQuery } from '../../features/private-equity/utils/firm-search';

/** /private-equity: the investor landing (spec 000 §2). */
export const PrivateEquityRoute = () => (
  <>
    <title>Private equity · Vanilla</title>
    <PrivateEquityPage />
  </>
);

/** /private-equity/search?q=...: the search form's target. */
export const PrivateEquitySearchRoute = () => {
  const [params] = useSearchParams();
  const query = readSearchQuery(params);
  return (
    <>
      <title>{query === '' ? 'Search companies · Vanilla' : `${query} · Search · Vanilla`}</title>
      <SearchResultsPage query={query} />
    </>
  );
};
