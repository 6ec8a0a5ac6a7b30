import type { DashboardProposal, ProposalStatus } from '@vanilla/contracts';

// 001 §2 "Business2 proposals page" and §3 "proposal summary".
export type SummaryStatus = 'Pending' | 'In Progress' | 'Accepted' | 'Declined';

export type ProposalSummary = {
  /** The proposal's token: the page /business2/proposals/{id} and its history answer to it. */
  id: string;
  project: string;
  /** Who it is for, under the project. */
  client: string;
  status: SummaryStatus;
  /** The last time the proposal and its client met (ISO): shared, opened, messaged, signed. */
  lastContacted: string;
  amount: number;
};

// The spec's four summary statuses from a proposal's own: a sent proposal waits on the client
// (Pending, as a draft does), one the client opened is under way (In Progress), a signed one is
// Accepted and a declined one Declined.
const summaryStatuses: Record<Exclude<ProposalStatus, 'deleted'>, SummaryStatus> = {
  draft: 'Pending',
  sent: 'Pending',
  viewed: 'In Progress',
  accepted: 'Accepted',
  declined: 'Declined',
};

export const summaryStatusOf = (status: Exclude<ProposalStatus, 'deleted'>): SummaryStatus =>
  summaryStatuses[status];

/** 001 §2: Pending yellow, Accepted green, Declined red, In Progress blue. */
export const summaryStatusTones: Record<SummaryStatus, string> = {
  Pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  Accepted: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  Declined: 'bg-red-50 text-red-700 ring-red-200',
  'In Progress': 'bg-blue-50 text-blue-700 ring-blue-200',
};

/** The dashboard's proposals as the Recent Proposals table's rows, last contacted first. */
export const toSummaries = (proposals: readonly DashboardProposal[]): ProposalSummary[] =>
  proposals
    .flatMap((proposal) =>
      proposal.status === 'deleted'
        ? []
        : [
            {
              id: proposal.token,
              project: proposal.title || proposal.property_address || 'Proposal',
              client: proposal.client_name,
              status: summaryStatusOf(proposal.status),
              lastContacted: proposal.last_activity_at,
              amount: proposal.value,
            },
          ],
    )
    .sort((a, b) => b.lastContacted.localeCompare(a.lastContacted));

/** Where the page keeps a user's own title for it (001 §2: the editable address title). */
export const recentProposalsTitleKey = (userId: string): string =>
  `business2ProposalsTitle:${userId}`;
