import type { TeamMember } from '@vanilla/contracts';
import { useCallback, useMemo } from 'react';
import { useDashboardQuery } from '../api/dashboard-api';
import { toRows, type ProposalRow, type StatState } from '../utils/proposal-rows';

export type ProposalRowsState = {
  rows: ProposalRow[];
  isLoading: boolean;
  isError: boolean;
  /** What the stat cards may show: figures only once there are proposals to count. */
  statState: StatState;
  retry: () => void;
};

/**
 * The caller's proposals as rows, live: the whole team's for a manager (001 §6: include_team),
 * one's own for a member, with the creators' names from the manager's team list.
 */
export const useProposalRows = (
  isManager: boolean,
  team: readonly TeamMember[] | undefined,
): ProposalRowsState => {
  const { data, isLoading, isError, isFetching, refetch } = useDashboardQuery({
    includeTeam: isManager,
  });
  const rows = useMemo(() => toRows(data ?? [], team), [data, team]);
  const statState: StatState =
    data !== undefined ? 'ready' : isError && !isFetching ? 'unavailable' : 'loading';
  const retry = useCallback(() => void refetch(), [refetch]);
  return { rows, isLoading, isError, statState, retry };
};
