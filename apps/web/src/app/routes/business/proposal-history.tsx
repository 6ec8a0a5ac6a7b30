import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ProposalHistoryPage } from '../../../features/proposal-audit/components/proposal-history-page';

/** /business/proposals/:token/history. */
export const ProposalHistoryRoute = () => (
  <ProposalHistoryPage token={useParams().token ?? ''} proposalsPath={paths.business.proposals} />
);
