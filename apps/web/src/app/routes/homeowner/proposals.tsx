import { useParams } from 'react-router';
import { ProjectProposalsPage } from '../../../features/homeowner-proposals/components/project-proposals-page';
import { ProposalDetailPage } from '../../../features/homeowner-proposals/components/proposal-detail-page';
import { ProposalListPage } from '../../../features/homeowner-proposals/components/proposal-list-page';
import { ProposalsOverview } from '../../../features/homeowner-proposals/components/proposals-overview';
import {
  findProjectProposals,
  findProposal,
} from '../../../features/homeowner-proposals/utils/proposal-lookup';
import { NotFoundRoute } from '../not-found';

// The homeowner demo's proposal pages (000 §2 "Demo proposal screens"), all static sample data.

/** /proposals: the projects and the recent proposals table. */
export const HomeProposalsRoute = () => (
  <>
    <title>Your proposals · Vanilla</title>
    <ProposalsOverview />
  </>
);

/** /proposal-list: every project with its status. */
export const HomeProposalListRoute = () => (
  <>
    <title>Proposal list · Vanilla</title>
    <ProposalListPage />
  </>
);

/** /proposals/{projectType}: the not-found page for a type the demo does not have. */
export const HomeProposalsByTypeRoute = () => {
  const { projectType = '' } = useParams();
  const found = findProjectProposals(projectType);
  if (!found) return <NotFoundRoute />;
  return (
    <>
      <title>{`${found.projectType} proposals · Vanilla`}</title>
      <ProjectProposalsPage projectType={found.projectType} proposals={found.proposals} />
    </>
  );
};

/** /proposals/{projectType}/{proposalId}: the not-found page for an unknown type or id. */
export const HomeProposalRoute = () => {
  const { projectType = '', proposalId = '' } = useParams();
  const found = findProposal(projectType, proposalId);
  if (!found) return <NotFoundRoute />;
  return (
    <>
      <title>{`${found.proposal.contractor} · ${found.projectType} proposal · Vanilla`}</title>
      {/* A fresh page per proposal: its section highlight and chat start over. */}
      <ProposalDetailPage
        key={`${found.projectType}/${found.proposal.id}`}
        projectType={found.projectType}
        proposal={found.proposal}
      />
    </>
  );
};
