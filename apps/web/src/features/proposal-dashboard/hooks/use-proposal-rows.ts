import type { TeamMember } from '@vanilla/contracts';
import { useMemo } from 'react';
import { useDashboardQuery } from '../api/dashboard-api';
import { toRows, type ProposalRow } from '../utils/proposal-rows';

export type ProposalRowsState = {
  rows: ProposalRow[];
  isLoading: boolean;
  isError: boolean;
};

/**
 * The caller's proposals as rows, live: the whole team's for a manager (001 §6: include_team),
 * one's own for a member, with the creators' names from the manager's team list.
 */
export const useProposalRows = (
  isManager: boolean,
  team: readonly TeamMember[] | undefined,
): ProposalRowsState => {
  const { data, isLoading, isError } = useDashboardQuery({ includeTeam: isManager });
  const rows = useMemo(() => toRows(data ?? [], team), [data, team]);
  return { rows, isLoading, isError };
};
