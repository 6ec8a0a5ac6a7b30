import { ProposalsDashboard } from '../../../features/proposal-dashboard/components/proposals-dashboard';
import { ProposalsList } from '../../../features/proposal-dashboard/components/proposals-list';
import { useViewer } from '../use-viewer';

/** /business/proposals: the Proposals dashboard. */
export const ProposalsRoute = () => {
  const { isManager, team, tier } = useViewer();
  return (
    <>
      <title>Proposals · Vanilla</title>
      <ProposalsDashboard isManager={isManager} team={team} tier={tier} />
    </>
  );
};

/** /business/proposals/list: the Proposals list. */
export const ProposalsListRoute = () => {
  const { isManager, team } = useViewer();
  return (
    <>
      <title>Proposals list · Vanilla</title>
      <ProposalsList isManager={isManager} team={team} />
    </>
  );
};
