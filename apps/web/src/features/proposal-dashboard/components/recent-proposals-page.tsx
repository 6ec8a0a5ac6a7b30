import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EyeIcon, RefreshIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { EditableTitle } from '../../../components/ui/editable-title';
import { SampleDataBadge } from '../../../components/ui/sample-data-badge';
import { Spinner } from '../../../components/ui/spinner';
import { useDashboardQuery } from '../api/dashboard-api';
import { sampleProposalSummaries } from '../sample-data/sample-proposal-summaries';
import { formatDollars, formatShortDate } from '../utils/proposal-rows';
import {
  recentProposalsTitleKey,
  summaryStatusTones,
  toSummaries,
  type ProposalSummary,
  type SummaryStatus,
} from '../utils/recent-proposals';

const LOAD_FAILED = 'Could not load your proposals. Please try again.';

const readTitle = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

// The title as this user last named it in this browser, else the fallback.
const useStoredTitle = (key: string, fallback: string) => {
  const [stored, setStored] = useState(() => readTitle(key));
  const save = (value: string) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Storage full or blocked: the new title still shows until the page is left.
    }
    setStored(value);
  };
  return [stored ?? fallback, save] as const;
};

const SummaryBadge = ({ status }: { status: SummaryStatus }) => (
  <span
    className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${summaryStatusTones[status]}`}
  >
    {status}
  </span>
);

// A sample row has no page to view.
type ViewLinkProps = { row: ProposalSummary; href: string | null };

const ViewLink = ({ row, href }: ViewLinkProps) =>
  href === null ? null : (
    <Link
      to={href}
      aria-label={`View ${row.project}`}
      title="View proposal"
      className="inline-flex size-9 items-center justify-center rounded-lg text-neutral-600 transition-colors hover:bg-neutral-100 hover:text-brand-700"
    >
      <EyeIcon className="size-5" />
    </Link>
  );

const th =
  'px-3 py-3 text-left text-xs font-semibold tracking-wide text-neutral-500 uppercase first:pl-5 last:pr-5';
const td = 'px-3 py-3 align-middle first:pl-5 last:pr-5';

type SummaryTableProps = {
  rows: readonly ProposalSummary[];
  hrefOf: (row: ProposalSummary) => string | null;
};

const SummaryTable = ({ rows, hrefOf }: SummaryTableProps) => (
  <>
    <div className="hidden overflow-x-auto rounded-2xl border border-neutral-200 bg-white md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Recent Proposals</caption>
        <thead className="border-b border-neutral-200 bg-neutral-50">
          <tr>
            <th scope="col" className={th}>
              Project
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={`${th} text-right`}>
              Amount
            </th>
            <th scope="col" className={th}>
              Last Contacted
            </th>
            <th scope="col" className={`${th} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${td} text-left font-normal`}>
                <span className="block font-semibold text-neutral-900">{row.project}</span>
                {row.client && <span className="text-neutral-500">{row.client}</span>}
              </th>
              <td className={td}>
                <SummaryBadge status={row.status} />
              </td>
              <td className={`${td} text-right text-neutral-900 tabular-nums`}>
                {formatDollars(row.amount)}
              </td>
              <td className={`${td} whitespace-nowrap text-neutral-700`}>
                {formatShortDate(row.lastContacted)}
              </td>
              <td className={`${td} text-right`}>
                <ViewLink row={row} href={hrefOf(row)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>

    <ul aria-label="Recent Proposals" className="flex flex-col gap-3 md:hidden">
      {rows.map((row) => (
        <li
          key={row.id}
          className="flex items-start justify-between gap-3 rounded-2xl border border-neutral-200 bg-white p-4"
        >
          <div className="min-w-0">
            <p className="font-semibold break-words text-neutral-900">{row.project}</p>
            {row.client && <p className="text-sm text-neutral-500">{row.client}</p>}
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <SummaryBadge status={row.status} />
              <span className="font-semibold text-neutral-900 tabular-nums">
                {formatDollars(row.amount)}
              </span>
              <span className="text-neutral-500">
                Last contacted {formatShortDate(row.lastContacted)}
              </span>
            </div>
          </div>
          <ViewLink row={row} href={hrefOf(row)} />
        </li>
      ))}
    </ul>
  </>
);

type RecentProposalsPageProps = {
  isManager: boolean;
  /** Whose title the page keeps. */
  userId: string;
  /** The title until the user renames it. */
  defaultTitle: string;
  proposalHref: (id: string) => string;
};

/**
 * /business2/proposals (001 §2 "Business2 proposals page"): an editable address title kept per
 * user, and the Recent Proposals table from the company's proposals (a member's own), live by
 * `proposal.updated`; sample rows, labelled, while there are none.
 */
export const RecentProposalsPage = ({
  isManager,
  userId,
  defaultTitle,
  proposalHref,
}: RecentProposalsPageProps) => {
  const [title, setTitle] = useStoredTitle(recentProposalsTitleKey(userId), defaultTitle);
  const { data, isLoading, isError, refetch } = useDashboardQuery({ includeTeam: isManager });
  const real = useMemo(() => toSummaries(data ?? []), [data]);
  const sample = data !== undefined && real.length === 0;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Proposals</p>
        <EditableTitle
          value={title}
          onChange={setTitle}
          fieldLabel="Address"
          editLabel="Edit address"
        />
      </header>

      <section aria-labelledby="recent-proposals-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="recent-proposals-title" className="text-lg font-semibold text-neutral-950">
            Recent Proposals
          </h2>
          {sample && <SampleDataBadge />}
        </div>
        {isLoading ? (
          <Spinner label="Loading proposals..." className="py-12" />
        ) : isError && data === undefined ? (
          <Alert tone="error">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span>{LOAD_FAILED}</span>
              <button
                type="button"
                onClick={() => void refetch()}
                className="inline-flex items-center gap-1.5 rounded-lg font-semibold underline"
              >
                <RefreshIcon className="size-4" />
                Try again
              </button>
            </div>
          </Alert>
        ) : sample ? (
          <>
            <p className="text-sm text-neutral-600">
              These proposals are examples. Yours appear here as soon as you share one.
            </p>
            <SummaryTable rows={sampleProposalSummaries} hrefOf={() => null} />
          </>
        ) : (
          <SummaryTable rows={real} hrefOf={(row) => proposalHref(row.id)} />
        )}
      </section>
    </div>
  );
};
