import type { FollowUpHours, FollowUpStep, FollowUpStopReason } from '@vanilla/domain';
import type { SendChannel } from './proposals.js';

export {
  followUpLimits,
  followUpMessages,
  followUpPlaceholders,
  followUpTriggers,
  DEFAULT_FOLLOW_UP_HOURS,
  defaultFollowUpSteps,
} from '@vanilla/domain';
export type {
  FollowUpHours,
  FollowUpStep,
  FollowUpStopReason,
  FollowUpTrigger,
  FollowUpSkipReason,
} from '@vanilla/domain';

// GET/PUT /api/follow-up-plan: the company's plan, with the clock it runs on (the company's
// timezone, from its receptionists; UTC without one).
export type FollowUpPlanView = {
  enabled: boolean;
  steps: FollowUpStep[];
  hours: FollowUpHours;
  // When follow-ups were last turned on; steps due before then are not sent.
  enabled_at: string | null;
  timezone: string;
};

export type FollowUpPlanResponse = { success: true; plan: FollowUpPlanView };

// POST /api/proposals/{token}/follow-ups/stop (and the client's unsubscribe).
export type FollowUpsStopResponse = {
  success: true;
  stopped: boolean;
  reason: FollowUpStopReason | null;
  stopped_at: string | null;
};

// A proposal's next automatic follow-up: when the scheduler will send it, and how.
export type NextFollowUp = { due_at: string; channels: SendChannel[] };

// An entry of GET /api/proposals/follow-ups, and what `proposal.follow_up` pushes (null: no more
// follow-ups to come, the plan is off or a signal stopped them).
export type ProposalFollowUp = { token: string; next_follow_up: NextFollowUp | null };

// GET /api/proposals/follow-ups: the caller's proposals with a follow-up to come.
export type ProposalFollowUpsResponse = { success: true; follow_ups: ProposalFollowUp[] };
