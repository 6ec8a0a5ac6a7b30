import { paths } from '../../../config/paths';
import type { SampleFirm } from '../data/sample-firms';

/** The search form's field, and the query parameter of /private-equity/search. */
export const SEARCH_PARAM = 'q';

// Long enough for any company name or phrase; a pasted essay is cut rather than echoed whole.
export const MAX_QUERY_LENGTH = 100;

// Joining words a visitor types ("HVAC in Texas") that would otherwise match almost any text.
const STOP_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'near', 'of', 'or', 'the']);

/** The query as the page shows it: trimmed, inner whitespace collapsed, at most 100 characters. */
export const readSearchQuery = (params: URLSearchParams): string =>
  (params.get(SEARCH_PARAM) ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();

/** The results page's address for a query: /private-equity/search?q=... */
export const searchHref = (query: string): string =>
  `${paths.privateEquitySearch}?${new URLSearchParams({ [SEARCH_PARAM]: query }).toString()}`;

const termsOf = (query: string): string[] =>
  query
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((term) => term !== '' && !STOP_WORDS.has(term));

const haystackOf = (firm: SampleFirm): string =>
  [firm.name, firm.trade, firm.city, firm.state.code, firm.state.name, firm.summary]
    .join(' ')
    .toLowerCase();

/**
 * The firms matching every word of the query (name, trade, city, state or summary), in list
 * order. A query of only joining words matches them all.
 */
export const matchFirms = (firms: readonly SampleFirm[], query: string): SampleFirm[] => {
  const terms = termsOf(query);
  return firms.filter((firm) => {
    const haystack = haystackOf(firm);
    return terms.every((term) => haystack.includes(term));
  });
};

/** +18% / −6% / 0%: a year's growth with its sign. */
export const formatGrowth = (percent: number): string =>
  percent > 0 ? `+${percent}%` : percent < 0 ? `−${Math.abs(percent)}%` : '0%';
