import type { DashboardProposal } from '@vanilla/contracts';

const byNewest = (a: DashboardProposal, b: DashboardProposal) =>
  b.created_at.localeCompare(a.created_at);

/**
 * A pushed dashboard row applied to the loaded list (DESIGN §7): it replaces the row with its
 * token or joins the list, and leaves it when deleted or archived (a signed proposal deleted).
 */
export const applyProposalUpdate = (draft: DashboardProposal[], row: DashboardProposal): void => {
  const index = draft.findIndex((proposal) => proposal.token === row.token);
  if (row.status === 'deleted' || row.archived_at !== null) {
    if (index !== -1) draft.splice(index, 1);
  } else if (index === -1) {
    draft.push(row);
    draft.sort(byNewest);
  } else {
    draft[index] = row;
  }
};
