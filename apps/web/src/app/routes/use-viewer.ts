import { useMemo } from 'react';
import { useSession } from '../../features/auth/hooks/use-session';
import { useTeamMembersQuery } from '../../features/team/api/team-api';

// Managers see the team (001 §6): its records, and its names for team-member columns, filters and
// pickers. Members only ever see their own, so the team list is not asked for.
export const useViewer = () => {
  const { account } = useSession();
  const isManager = account?.userType === 'manager';
  const { data: team } = useTeamMembersQuery(undefined, { skip: !isManager });
  const teamOptions = useMemo(
    () =>
      isManager && team
        ? team.map((member) => ({ id: member.id, name: member.username || member.email }))
        : undefined,
    [isManager, team],
  );
  return {
    isManager,
    team: isManager ? team : undefined,
    teamOptions,
    tier: account?.tier ?? null,
  };
};
