import { useId } from 'react';
import { Form } from 'react-router';
import { SearchIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { MAX_QUERY_LENGTH, SEARCH_PARAM } from '../utils/firm-search';

type InvestorSearchFormProps = {
  /** The query already searched, to refine. */
  defaultValue?: string;
  /** On a dark background the label is light. */
  tone?: 'light' | 'dark';
};

/** The investor search: a GET form to /private-equity/search?q=... (spec 000 §2). */
export const InvestorSearchForm = ({
  defaultValue = '',
  tone = 'light',
}: InvestorSearchFormProps) => {
  const inputId = useId();
  return (
    <Form method="get" action={paths.privateEquitySearch} role="search" className="w-full">
      <label
        htmlFor={inputId}
        className={`block text-sm font-medium ${tone === 'dark' ? 'text-neutral-200' : 'text-neutral-800'}`}
      >
        Search home-service companies
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute inset-y-0 left-3.5 my-auto size-5 text-neutral-400" />
          <input
            id={inputId}
            type="search"
            name={SEARCH_PARAM}
            defaultValue={defaultValue}
            required
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Company, trade or region"
            className="block w-full rounded-xl border border-neutral-300 bg-white py-3 pr-3.5 pl-11 text-base text-neutral-900 shadow-xs placeholder:text-neutral-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-600/15 focus:outline-none"
          />
        </div>
        <button
          type="submit"
          className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
        >
          Search
        </button>
      </div>
    </Form>
  );
};
