import type { SubscriptionSummary } from '@vanilla/contracts';
import { formatDollars } from '../../../lib/payments';
import { formatCount, formatMinutes } from './billing-format';

export type UsageMeter = {
  id: 'proposals' | 'call-minutes';
  label: string;
  /** e.g. "3 of 5 proposals". */
  valueText: string;
  /** How full the allowance is, 0–100; null when the plan has no allowance to measure against. */
  percent: number | null;
  /** The allowance is used up (or exceeded). */
  full: boolean;
};

export type UsageView = {
  meters: UsageMeter[];
  /** Minutes beyond the allowance and what they cost in credits; null when there are none. */
  overage: string | null;
};

const percentOf = (used: number, limit: number): number =>
  limit <= 0 ? 100 : Math.min(100, Math.max(0, Math.round((used / limit) * 100)));

/**
 * This month's usage (000 §9: proposals per month, 100 included call minutes on Super Pro, extra
 * minutes billed at $1 per minute in credits) as meters to draw.
 */
export const usageView = (usage: SubscriptionSummary['usage']): UsageView => {
  const proposals: UsageMeter = {
    id: 'proposals',
    label: 'Proposals',
    valueText: `${formatCount(usage.proposals_generated)} of ${formatCount(usage.proposal_limit)} proposals`,
    percent: percentOf(usage.proposals_generated, usage.proposal_limit),
    full: usage.proposals_generated >= usage.proposal_limit,
  };
  const included = usage.call_minutes_included;
  const minutes: UsageMeter =
    included === null
      ? {
          id: 'call-minutes',
          label: 'AI call time',
          valueText: formatMinutes(usage.call_minutes),
          percent: null,
          full: false,
        }
      : {
          id: 'call-minutes',
          label: 'AI call time',
          valueText: `${formatCount(usage.call_minutes)} of ${formatMinutes(included)}`,
          percent: percentOf(usage.call_minutes, included),
          full: usage.call_minutes >= included,
        };
  const overage =
    usage.overage_minutes > 0
      ? `${formatMinutes(usage.overage_minutes)} over the allowance: ${formatDollars(usage.overage_dollars)} in credits`
      : null;
  return { meters: [proposals, minutes], overage };
};
