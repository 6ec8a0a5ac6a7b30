import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/icons';
import { PageContainer } from '../../../components/layouts/page-container';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SampleDataBadge } from '../../../components/ui/sample-data-badge';
import { paths } from '../../../config/paths';
import { formatDollars } from '../../../lib/payments';
import { contractorProposals } from '../sample-data/contractor-proposals';
import { proposalSummaries } from '../sample-data/proposal-summaries';
import type { ProposalSummary } from '../sample-data/sample-types';
import {
  byLastContacted,
  filterByStatus,
  type StatusFilter as Filter,
} from '../utils/proposal-lookup';
import { formatSampleDate } from '../utils/sample-format';
import { DemoStatusBadge } from './demo-status-badge';
import { Fact } from './fact';
import { ProjectIcon } from './project-icon';
import { StatusFilter } from './status-filter';

const ProjectRow = ({ summary }: { summary: ProposalSummary }) => {
  const received = contractorProposals[summary.projectType].length;
  return (
    <li className="group relative rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md sm:p-5 md:grid md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-6">
      <div className="flex items-start gap-4">
        <ProjectIcon type={summary.projectType} />
        <div className="min-w-0">
          <h2 className="font-semibold text-neutral-900">
            <Link
              to={paths.homeProposalsByType(summary.projectType)}
              className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
            >
              {summary.project}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-neutral-600">
            {summary.projectType} · {received} proposals received
          </p>
        </div>
      </div>
      <div className="mt-4 flex items-center justify-between gap-4 border-t border-neutral-100 pt-4 md:mt-0 md:border-0 md:pt-0">
        <dl className="grid flex-1 grid-cols-3 gap-4 md:flex-none md:grid-cols-[7.5rem_5.5rem_7.5rem] md:gap-6">
          <Fact label="Status">
            <DemoStatusBadge status={summary.status} />
          </Fact>
          <Fact label="Amount">
            <span className="tabular-nums">{formatDollars(summary.amount)}</span>
          </Fact>
          <Fact label="Last contacted">{formatSampleDate(summary.lastContacted)}</Fact>
        </dl>
        <ArrowRightIcon className="hidden size-5 text-neutral-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-600 md:block" />
      </div>
    </li>
  );
};

/** /proposal-list: every project the homeowner asked contractors about, filterable by status. */
export const ProposalListPage = () => {
  const [status, setStatus] = useState<Filter>('All');
  const shown = byLastContacted(filterByStatus(proposalSummaries, status));
  return (
    <PageContainer width="max-w-5xl">
      <PageHeader
        before={
          <Link to={paths.homeProposals} className={buttonClass('ghost', '-ml-3')}>
            <ArrowLeftIcon className="size-4" />
            Proposals overview
          </Link>
        }
        eyebrow="Your home projects"
        badge={<SampleDataBadge />}
        title="Proposal list"
        description="Each project with where it stands. Open one to compare the contractors’ offers."
      />
      <div className="mt-8">
        <StatusFilter summaries={proposalSummaries} value={status} onChange={setStatus} />
      </div>
      {shown.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-neutral-300 px-6 py-10 text-center text-neutral-600">
          No projects with this status.
        </p>
      ) : (
        <ul aria-label="Projects" className="mt-6 flex flex-col gap-3">
          {shown.map((summary) => (
            <ProjectRow key={summary.id} summary={summary} />
          ))}
        </ul>
      )}
    </PageContainer>
  );
};
