import type { DashboardProposal, ProposalSummary } from '@vanilla/contracts';

const byNewest = (a: DashboardProposal, b: DashboardProposal) =>
  b.created_at.localeCompare(a.created_at);

/**
 * A pushed read-model row applied to the loaded list (DESIGN §7): replaced or inserted by token,
 * removed when deleted or archived (a signed proposal deleted). Unshared drafts (no token yet)
 * are not on the dashboard.
 */
export const applyProposalUpdate = (draft: DashboardProposal[], row: ProposalSummary): void => {
  if (row.token === null) return;
  const index = draft.findIndex((proposal) => proposal.token === row.token);
  if (row.status === 'deleted' || row.archived_at !== null) {
    if (index !== -1) draft.splice(index, 1);
    return;
  }
  const next: DashboardProposal = {
    token: row.token,
    proposal_id: row.proposal_id,
    title: row.title,
    client_name: row.client_name,
    property_address: row.property_address,
    created_at: row.created_at,
    shared_at: row.shared_at ?? row.created_at,
    last_activity_at: row.last_activity_at,
    view_count: row.view_count,
    chat_count: row.chat_count,
    engagement: row.engagement,
    value: row.value,
    status: row.status,
    creator_id: row.creator_id,
  };
  if (index === -1) {
    draft.push(next);
    draft.sort(byNewest);
  } else {
    draft[index] = next;
  }
};
