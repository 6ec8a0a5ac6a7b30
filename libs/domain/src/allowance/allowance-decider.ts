import { DomainRuleViolation } from '../decider/decider.js';
import type { DecideContext, Decider, DomainCommand } from '../decider/decider.js';
import type { SubscriptionTier } from '../subscription/subscription-events.js';
import { monthOf } from './allowance-events.js';
import type { AllowanceEvent } from './allowance-events.js';

// `tier` and `limit` are the caller's plan as billing reads it. `countedBefore` is what the usage
// read model counts for the month; it stands only while the stream is empty, for proposals
// generated before allowances were recorded in the log.
export type UseProposalAllowance = DomainCommand<
  'UseProposalAllowance',
  {
    userId: string;
    proposalId: string;
    tier: SubscriptionTier;
    limit: number;
    countedBefore: number;
  }
>;

export type ReleaseProposalAllowance = DomainCommand<
  'ReleaseProposalAllowance',
  { userId: string; proposalId: string }
>;

export type AllowanceCommand = UseProposalAllowance | ReleaseProposalAllowance;

export type AllowanceState = {
  // Null until the month's first use.
  month: string | null;
  used: number;
  // Proposals holding a use of the month.
  proposalIds: string[];
};

export const PROPOSAL_ALLOWANCE_USED_UP = 'proposal_allowance_used_up';

export const initialAllowanceState = (): AllowanceState => ({
  month: null,
  used: 0,
  proposalIds: [],
});

// How many proposals of the month count against the plan.
export const proposalsUsed = (state: AllowanceState, countedBefore: number): number =>
  state.month === null ? countedBefore : state.used;

export const evolveAllowance = (state: AllowanceState, event: AllowanceEvent): AllowanceState => {
  switch (event.type) {
    case 'ProposalAllowanceUsed':
      return {
        month: event.data.month,
        used: event.data.used,
        proposalIds: [...state.proposalIds, event.data.proposalId],
      };
    case 'ProposalAllowanceReleased':
      return {
        month: event.data.month,
        used: event.data.used,
        proposalIds: state.proposalIds.filter((id) => id !== event.data.proposalId),
      };
  }
};

// A use is refused once the plan's proposals of the month are all counted; a use or a release
// repeated for the same proposal is no news.
export const decideAllowance = (
  command: AllowanceCommand,
  state: AllowanceState,
  { now }: DecideContext,
): AllowanceEvent[] => {
  const { userId, proposalId } = command.data;
  const holds = state.proposalIds.includes(proposalId);
  if (command.type === 'ReleaseProposalAllowance') {
    if (!holds || state.month === null) return [];
    return [
      {
        type: 'ProposalAllowanceReleased',
        data: {
          userId,
          month: state.month,
          proposalId,
          used: state.used - 1,
          releasedAt: now.toISOString(),
        },
      },
    ];
  }
  if (holds) return [];
  const { tier, limit, countedBefore } = command.data;
  const used = proposalsUsed(state, countedBefore);
  if (used >= limit) {
    throw new DomainRuleViolation(
      PROPOSAL_ALLOWANCE_USED_UP,
      'payment_required',
      `All ${limit} proposals of the month are used.`,
    );
  }
  return [
    {
      type: 'ProposalAllowanceUsed',
      data: {
        userId,
        month: monthOf(now),
        proposalId,
        tier,
        limit,
        used: used + 1,
        usedAt: now.toISOString(),
      },
    },
  ];
};

export const allowanceDecider: Decider<AllowanceState, AllowanceCommand, AllowanceEvent> = {
  initialState: initialAllowanceState,
  evolve: evolveAllowance,
  decide: decideAllowance,
};
