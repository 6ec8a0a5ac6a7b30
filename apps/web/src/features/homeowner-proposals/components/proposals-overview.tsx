import { Link } from 'react-router';
import { PageContainer } from '../../../components/layouts/page-container';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SampleDataBadge } from '../../../components/ui/sample-data-badge';
import { paths } from '../../../config/paths';
import { proposalSummaries } from '../sample-data/proposal-summaries';
import { byLastContacted } from '../utils/proposal-lookup';
import { ProjectCards } from './project-cards';
import { RecentProposalsTable } from './recent-proposals-table';

/** /proposals: the homeowner's projects and the proposals most recently discussed. */
export const ProposalsOverview = () => (
  <PageContainer>
    <PageHeader
      eyebrow="Your home projects"
      badge={<SampleDataBadge />}
      title="Proposals"
      description="Compare what contractors offered for each project, then accept the one that fits."
      actions={
        <>
          <Link to={paths.homeProposalList} className={buttonClass('secondary')}>
            All proposals
          </Link>
          <Link to={paths.inviteContractor} className={buttonClass('primary')}>
            Invite a contractor
          </Link>
        </>
      }
    />

    <section aria-labelledby="projects-title" className="mt-10">
      <h2 id="projects-title" className="text-lg font-semibold text-neutral-900">
        Projects
      </h2>
      <div className="mt-4">
        <ProjectCards />
      </div>
    </section>

    <section aria-labelledby="recent-title" className="mt-12">
      <h2 id="recent-title" className="text-lg font-semibold text-neutral-900">
        Recent proposals
      </h2>
      <div className="mt-4">
        <RecentProposalsTable summaries={byLastContacted(proposalSummaries)} />
      </div>
    </section>
  </PageContainer>
);
