import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../features/auth/hooks/use-session';
import { ProposalHistoryPage } from '../../../features/proposal-audit/components/proposal-history-page';
import { RecentProposalsPage } from '../../../features/proposal-dashboard/components/recent-proposals-page';
import { useCompanyProfileQuery } from '../../../lib/company-api';

/** /business2/proposals (001 §2 "Business2 proposals page"). */
export const Business2ProposalsRoute = () => {
  const { account } = useSession();
  const { data: company } = useCompanyProfileQuery();
  const userId = account?.id ?? '';
  return (
    <>
      <title>Proposals · Vanilla</title>
      <RecentProposalsPage
        key={userId}
        isManager={account?.userType === 'manager'}
        userId={userId}
        defaultTitle={company?.company_address || account?.companyName || 'Your address'}
        proposalHref={paths.business2.proposal}
      />
    </>
  );
};

/** /business2/proposals/:id: the proposal with its history. */
export const Business2ProposalRoute = () => (
  <ProposalHistoryPage token={useParams().id ?? ''} proposalsPath={paths.business2.proposals} />
);
