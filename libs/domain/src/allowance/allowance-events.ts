import type { DomainEvent } from '../decider/decider.js';
import type { SubscriptionTier } from '../subscription/subscription-events.js';

// "YYYY-MM" of a timestamp, in UTC: plans count calendar months.
export const monthOf = (at: string | Date): string => new Date(at).toISOString().slice(0, 7);

// One stream per user and calendar month: every generation of that month is decided against the
// same stream, so instances racing for the last proposal meet at its expected revision.
export const allowanceStreamName = (userId: string, month: string): string =>
  `allowance-${userId}-${month}`;

export type ProposalAllowanceUsed = DomainEvent<
  'ProposalAllowanceUsed',
  {
    userId: string;
    month: string;
    proposalId: string;
    tier: SubscriptionTier;
    limit: number;
    // Proposals of the month counted with this one.
    used: number;
    usedAt: string;
  }
>;

export type ProposalAllowanceReleased = DomainEvent<
  'ProposalAllowanceReleased',
  {
    userId: string;
    month: string;
    proposalId: string;
    // Proposals of the month counted once this one is given back.
    used: number;
    releasedAt: string;
  }
>;

export type AllowanceEvent = ProposalAllowanceUsed | ProposalAllowanceReleased;

export const allowanceEventTypes: readonly AllowanceEvent['type'][] = [
  'ProposalAllowanceUsed',
  'ProposalAllowanceReleased',
];
