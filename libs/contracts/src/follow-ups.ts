import type { FollowUpHours, FollowUpStep, FollowUpStopReason } from '@vanilla/domain';

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
