import { useNavigate, Link } from 'react-router';
import type { MouseEvent } from 'react';
import { ArrowLeftIcon, ChevronDownIcon } from '../../../components/icons';
import { PageContainer } from '../../../components/layouts/page-container';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SampleDataBadge } from '../../../components/ui/sample-data-badge';
import { StarRating } from '../../../components/ui/star-rating';
import { paths } from '../../../config/paths';
import { formatDollars } from '../../../lib/payments';
import { projectContent } from '../sample-data/project-content';
import type { ContractorProposal, ProjectType } from '../sample-data/sample-types';
import { priceRange } from '../utils/proposal-lookup';
import { formatSampleDate } from '../utils/sample-format';
import { ColumnHeaders } from './column-headers';
import { DemoStatusBadge } from './demo-status-badge';

type ProjectProposalsPageProps = {
  projectType: ProjectType;
  proposals: ContractorProposal[];
};

// The next-page chevron, drawn from the down chevron.
const Chevron = () => (
  <ChevronDownIcon className="size-5 -rotate-90 text-neutral-400 transition-colors group-hover:text-brand-600" />
);

/**
 * /proposals/{projectType} (000 §2): the contractors' proposals for one project. A whole row opens
 * the proposal; its contractor link is the keyboard's way in (Enter).
 */
export const ProjectProposalsPage = ({ projectType, proposals }: ProjectProposalsPageProps) => {
  const navigate = useNavigate();
  const content = projectContent[projectType];
  const range = priceRange(proposals);
  const hrefOf = (proposal: ContractorProposal) => paths.homeProposal(projectType, proposal.id);

  // A click anywhere on the row but its link (which navigates by itself).
  const openRow = (event: MouseEvent<HTMLTableRowElement>, proposal: ContractorProposal) => {
    if (event.target instanceof Element && event.target.closest('a')) return;
    void navigate(hrefOf(proposal));
  };

  return (
    <PageContainer width="max-w-5xl">
      <PageHeader
        before={
          <Link to={paths.homeProposals} className={buttonClass('secondary')}>
            <ArrowLeftIcon className="size-4" />
            Back
          </Link>
        }
        eyebrow={content.project}
        badge={<SampleDataBadge />}
        title={`${projectType} proposals`}
        description={
          <>
            {proposals.length} contractors sent a proposal for {content.address}
            {range && `, from ${formatDollars(range.low)} to ${formatDollars(range.high)}`}.
          </>
        }
      />

      <div className="mt-10 hidden overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{`Proposals for ${content.project}`}</caption>
          <ColumnHeaders
            columns={[
              { label: 'Contractor' },
              { label: 'Amount', align: 'right' },
              { label: 'Date received' },
              { label: 'Status' },
              { label: 'Rating' },
              { label: 'Open', hidden: true },
            ]}
          />
          <tbody className="divide-y divide-neutral-100">
            {proposals.map((proposal) => (
              <tr
                key={proposal.id}
                onClick={(event) => openRow(event, proposal)}
                className="group cursor-pointer transition-colors hover:bg-brand-50/40"
              >
                <th scope="row" className="px-4 py-4 text-left font-semibold text-neutral-900">
                  <Link to={hrefOf(proposal)} className="rounded hover:text-brand-700">
                    {proposal.contractor}
                  </Link>
                </th>
                <td className="px-4 py-4 text-right font-medium text-neutral-900 tabular-nums">
                  {formatDollars(proposal.amount)}
                </td>
                <td className="px-4 py-4 whitespace-nowrap text-neutral-600">
                  {formatSampleDate(proposal.dateReceived)}
                </td>
                <td className="px-4 py-4">
                  <DemoStatusBadge status={proposal.status} />
                </td>
                <td className="px-4 py-4">
                  <StarRating rating={proposal.rating} />
                </td>
                <td className="px-4 py-4">
                  <Chevron />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul
        aria-label={`Proposals for ${content.project}`}
        className="mt-8 flex flex-col gap-3 md:hidden"
      >
        {proposals.map((proposal) => (
          <li key={proposal.id}>
            <Link
              to={hrefOf(proposal)}
              className="group flex items-center gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md"
            >
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-3">
                  <p className="font-semibold text-neutral-900">{proposal.contractor}</p>
                  <p className="font-semibold text-neutral-900 tabular-nums">
                    {formatDollars(proposal.amount)}
                  </p>
                </div>
                <p className="mt-0.5 text-sm text-neutral-600">
                  Received {formatSampleDate(proposal.dateReceived)}
                </p>
                <div className="mt-3 flex items-center gap-3">
                  <DemoStatusBadge status={proposal.status} />
                  <StarRating rating={proposal.rating} />
                </div>
              </div>
              <Chevron />
            </Link>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
};
