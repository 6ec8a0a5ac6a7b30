import { useEffect, useState } from 'react';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/use-session';
import { ProposalWizard } from '../../features/proposal-wizard/components/proposal-wizard';
import {
  clearGeneratedProposal,
  readGeneratedProposal,
} from '../../features/proposals/utils/proposal-storage';

type CreateProposalRouteProps = {
  /** Outside the dashboard layout the page brings its own margins. */
  standalone?: boolean;
};

/**
 * /create-proposal and /business/create-proposal: the wizard, opened on a proposal the landing
 * page wrote when there is one (001 §4: used once, then removed from storage).
 */
export const CreateProposalRoute = ({ standalone = false }: CreateProposalRouteProps) => {
  const [initialProposal] = useState(readGeneratedProposal);
  useEffect(() => clearGeneratedProposal(), []);
  // The protected route lets only a known manager or member this far.
  const { account } = useSession();
  return (
    <div className={standalone ? 'px-4 py-8 sm:px-6 lg:px-8 lg:py-10' : ''}>
      <title>Create Proposal · Vanilla</title>
      {account && (
        <ProposalWizard
          key={account.id}
          initialProposal={initialProposal}
          ownerId={account.id}
          dashboardPath={paths.business.proposals}
        />
      )}
    </div>
  );
};
