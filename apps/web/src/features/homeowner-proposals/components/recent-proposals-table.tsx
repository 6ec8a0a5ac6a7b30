import { Link } from 'react-router';
import { EyeIcon, PlusIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { formatDollars } from '../../../lib/payments';
import type { ProposalSummary } from '../sample-data/sample-types';
import { formatSampleDate } from '../utils/sample-format';
import { ColumnHeaders } from './column-headers';
import { DemoStatusBadge } from './demo-status-badge';
import { ProjectIcon } from './project-icon';

const iconLinkClass =
  'flex size-9 items-center justify-center rounded-lg text-neutral-600 transition-colors hover:bg-brand-50 hover:text-brand-700';

// The action icons of a row: both are links, each named for its project.
const RowActions = ({ summary }: { summary: ProposalSummary }) => (
  <div className="flex items-center gap-1">
    <Link
      to={paths.homeProposalsByType(summary.projectType)}
      aria-label={`View proposals for ${summary.project}`}
      title="View proposals"
      className={iconLinkClass}
    >
      <EyeIcon className="size-5" />
    </Link>
    <Link
      to={paths.inviteContractor}
      aria-label={`Invite a contractor to bid on ${summary.project}`}
      title="Invite a contractor"
      className={iconLinkClass}
    >
      <PlusIcon className="size-5" />
    </Link>
  </div>
);

/** 000 §2 "Recent proposals table": a table from the md breakpoint, cards on phones. */
export const RecentProposalsTable = ({ summaries }: { summaries: ProposalSummary[] }) => (
  <>
    <div className="hidden overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Recent proposals</caption>
        <ColumnHeaders
          columns={[
            { label: 'Project' },
            { label: 'Status' },
            { label: 'Amount', align: 'right' },
            { label: 'Last contacted' },
            { label: 'Actions', hidden: true },
          ]}
        />
        <tbody className="divide-y divide-neutral-100">
          {summaries.map((summary) => (
            <tr key={summary.id} className="transition-colors hover:bg-neutral-50">
              <th scope="row" className="px-4 py-3 text-left font-medium text-neutral-900">
                <span className="flex items-center gap-3">
                  <ProjectIcon type={summary.projectType} className="size-9" />
                  {summary.project}
                </span>
              </th>
              <td className="px-4 py-3">
                <DemoStatusBadge status={summary.status} />
              </td>
              <td className="px-4 py-3 text-right font-medium text-neutral-900 tabular-nums">
                {formatDollars(summary.amount)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-neutral-600">
                {formatSampleDate(summary.lastContacted)}
              </td>
              <td className="px-4 py-2">
                <RowActions summary={summary} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>

    <ul aria-label="Recent proposals" className="flex flex-col gap-3 md:hidden">
      {summaries.map((summary) => (
        <li
          key={summary.id}
          className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm"
        >
          <div className="flex items-start gap-3">
            <ProjectIcon type={summary.projectType} />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-neutral-900">{summary.project}</p>
              <p className="mt-0.5 text-sm text-neutral-600">
                Last contacted {formatSampleDate(summary.lastContacted)}
              </p>
            </div>
          </div>
          <div className="mt-3 flex items-center justify-between gap-3 border-t border-neutral-100 pt-3">
            <div className="flex items-center gap-3">
              <span className="font-semibold text-neutral-900 tabular-nums">
                {formatDollars(summary.amount)}
              </span>
              <DemoStatusBadge status={summary.status} />
            </div>
            <RowActions summary={summary} />
          </div>
        </li>
      ))}
    </ul>
  </>
);
