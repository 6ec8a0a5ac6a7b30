import { useSession } from '../../../features/auth/hooks/use-session';
import { ProposalsDashboard } from '../../../features/proposal-dashboard/components/proposals-dashboard';
import { ProposalsList } from '../../../features/proposal-dashboard/components/proposals-list';
import { useTeamMembersQuery } from '../../../features/team/api/team-api';

// Managers see the team (001 §6): its proposals, and its names for the Team Member column and
// filter. Members only ever see their own, so the team list is not asked for.
const useViewer = () => {
  const { account } = useSession();
  const isManager = account?.userType === 'manager';
  const { data: team } = useTeamMembersQuery(undefined, { skip: !isManager });
  return { isManager, team: isManager ? team : undefined };
};

/** /business/proposals: the Proposals dashboard. */
export const ProposalsRoute = () => {
  const { isManager, team } = useViewer();
  return (
    <>
      <title>Proposals · Vanilla</title>
      <ProposalsDashboard isManager={isManager} team={team} />
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
