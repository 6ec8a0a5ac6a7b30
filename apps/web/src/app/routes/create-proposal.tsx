import { useCallback, useEffect, useState } from 'react';
import { plans } from '@vanilla/contracts';
import { useLocation } from 'react-router';
import { proposalMarkdownTree } from '../../components/proposal-templates/markdown-tree';
import { MarkdownTreesContext } from '../../components/proposal-templates/proposal-markdown';
import { paths } from '../../config/paths';
import { readProposalRequest, type ProposalRequest } from '../../lib/proposal-request';
import { useSession } from '../../features/auth/hooks/use-session';
import { ProposalWizard } from '../../features/proposal-wizard/components/proposal-wizard';
import { ProposalFromRequest } from '../../features/proposals/components/proposal-from-request';
import {
  clearGeneratedProposal,
  readGeneratedProposal,
  type StoredProposal,
} from '../../features/proposals/utils/proposal-storage';

type CreateProposalRouteProps = {
  /** Outside the dashboard layout the page brings its own margins. */
  standalone?: boolean;
};

/**
 * /create-proposal and /business/create-proposal: the wizard, opened on a proposal the landing
 * page wrote when there is one (001 §4: used once, then removed from storage), or, from "Write
 * proposal" on a call or a contact, for that client with a proposal written from their request.
 */
export const CreateProposalRoute = ({ standalone = false }: CreateProposalRouteProps) => {
  const { state } = useLocation();
  // Read once: a later render (or a reload of the page) does not ask the writer again.
  const [request] = useState<ProposalRequest | null>(() => readProposalRequest(state));
  const [initialProposal, setInitialProposal] = useState<StoredProposal | null>(() =>
    request ? null : readGeneratedProposal(),
  );
  const [writing, setWriting] = useState(request !== null && request.request.trim() !== '');
  useEffect(() => {
    if (!request) clearGeneratedProposal();
    // The request is used; a reload opens the wizard on the work saved meanwhile.
    if (request) window.history.replaceState({ ...window.history.state, usr: null }, '');
  }, [request]);
  const onWritten = useCallback((written: StoredProposal | null) => {
    setInitialProposal(written);
    setWriting(false);
  }, []);
  // The protected route lets only a known manager or member this far.
  const { account } = useSession();
  return (
    <div className={standalone ? 'px-4 py-8 sm:px-6 lg:px-8 lg:py-10' : ''}>
      <title>Create Proposal · Vanilla</title>
      {account && request && writing ? (
        <ProposalFromRequest request={request} onDone={onWritten} />
      ) : (
        account && (
          // The wizard's preview renders the markdown being written, parsed here in the browser.
          <MarkdownTreesContext value={proposalMarkdownTree}>
            <ProposalWizard
              key={account.id}
              initialProposal={initialProposal}
              client={request?.client ?? null}
              ownerId={account.id}
              dashboardPath={paths.business.proposals}
              canSend={account.tier ? plans[account.tier].sendsProposals : false}
              pricingPath={paths.pricing}
            />
          </MarkdownTreesContext>
        )
      )}
    </div>
  );
};

/** /create-proposal: the wizard outside the dashboard layout. */
export const StandaloneCreateProposalRoute = () => <CreateProposalRoute standalone />;
