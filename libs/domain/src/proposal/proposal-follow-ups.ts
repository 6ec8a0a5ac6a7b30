import type { DomainEvent } from '../decider/decider.js';
import { expiresOnText, intoBusinessHours, renderFollowUp } from './follow-up-plan.js';
import type { FollowUpPlan, FollowUpStep, FollowUpTrigger } from './follow-up-plan.js';
import { isExpired } from './proposal-expiry.js';
import type { ProposalChannel, ProposalEvent } from './proposal-events.js';

// What stops a proposal's follow-ups at once: the client answered (signed, declined), wrote,
// called the receptionist from their number, opted out, or the contractor stopped them.
export type FollowUpStopReason =
  'signed' | 'declined' | 'message' | 'call' | 'stopped_manually' | 'opted_out';

// `plan`: the proposal's creator is on a plan without sending by email and text (000 §9).
export type FollowUpSkipReason = FollowUpStopReason | 'expired' | 'no_address' | 'plan';

// A follow-up went to the client on one channel: what was sent is kept as sent (the templates
// may change later), and the reactor that delivers it needs nothing but the event.
export type FollowUpSent = DomainEvent<
  'FollowUpSent',
  {
    proposalId: string;
    stepId: string;
    trigger: FollowUpTrigger;
    channel: ProposalChannel;
    address: string;
    // '' for a text.
    subject: string;
    body: string;
    dueAt: string;
    sentAt: string;
  }
>;

// A step that came due and was not sent, and why.
export type FollowUpSkipped = DomainEvent<
  'FollowUpSkipped',
  {
    proposalId: string;
    stepId: string;
    trigger: FollowUpTrigger;
    reason: FollowUpSkipReason;
    dueAt: string;
    skippedAt: string;
  }
>;

// No more follow-ups for this proposal: the contractor said so, or the client opted out (the
// email's unsubscribe link, or STOP to a text).
export type FollowUpsStopped = DomainEvent<
  'FollowUpsStopped',
  {
    proposalId: string;
    by: 'contractor' | 'client';
    reason: 'stopped_manually' | 'opted_out';
    stoppedAt: string;
  }
>;

export type FollowUpEvent = FollowUpSent | FollowUpSkipped | FollowUpsStopped;

export const followUpEventTypes: readonly FollowUpEvent['type'][] = [
  'FollowUpSent',
  'FollowUpSkipped',
  'FollowUpsStopped',
];

// What a proposal's log says about its follow-ups.
export type FollowUpState = {
  proposalId: string | null;
  companyId: string | null;
  sharedAt: string | null;
  firstViewedAt: string | null;
  expiresAt: string | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  title: string;
  companyName: string;
  // The first signal that stopped them.
  stop: { reason: FollowUpStopReason; at: string } | null;
  // Steps sent or skipped: each step is decided once per proposal.
  handled: readonly string[];
  // Once a stop is recorded against the step it cancelled (or the proposal is deleted), nothing
  // more is due.
  closed: boolean;
};

export const initialFollowUpState = (): FollowUpState => ({
  proposalId: null,
  companyId: null,
  sharedAt: null,
  firstViewedAt: null,
  expiresAt: null,
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  title: '',
  companyName: '',
  stop: null,
  handled: [],
  closed: false,
});

const stopped = (state: FollowUpState, reason: FollowUpStopReason, at: string): FollowUpState =>
  state.stop ? state : { ...state, stop: { reason, at } };

const stopReasons: readonly string[] = [
  'signed',
  'declined',
  'message',
  'call',
  'stopped_manually',
  'opted_out',
];

export const evolveFollowUps = (state: FollowUpState, event: ProposalEvent): FollowUpState => {
  switch (event.type) {
    case 'ProposalShared': {
      const { data } = event;
      return {
        ...state,
        proposalId: data.proposalId,
        companyId: data.companyId,
        sharedAt: data.sharedAt,
        expiresAt: data.expiresAt ?? null,
        clientName: data.clientName,
        clientEmail: data.clientEmail,
        clientPhone: data.clientPhone ?? '',
        title: data.title,
        companyName: data.companyName,
      };
    }
    case 'ProposalViewed':
      return state.firstViewedAt ? state : { ...state, firstViewedAt: event.data.viewedAt };
    case 'ProposalExtended':
      return { ...state, expiresAt: event.data.expiresAt };
    case 'ProposalSigned':
      return stopped(state, 'signed', event.data.signedAt);
    case 'ProposalDeclined':
      return stopped(state, 'declined', event.data.declinedAt);
    case 'ProposalMessageReceived':
      return stopped(state, 'message', event.data.receivedAt);
    case 'ProposalCallReceived':
      return stopped(state, 'call', event.data.receivedAt);
    case 'FollowUpsStopped':
      return stopped(state, event.data.reason, event.data.stoppedAt);
    case 'ProposalDeleted':
    case 'ProposalArchived':
      return { ...state, closed: true };
    case 'FollowUpSent':
      return { ...state, handled: [...new Set([...state.handled, event.data.stepId])] };
    case 'FollowUpSkipped':
      return {
        ...state,
        handled: [...new Set([...state.handled, event.data.stepId])],
        closed: state.closed || stopReasons.includes(event.data.reason),
      };
    default:
      return state;
  }
};

const DAY_MS = 24 * 60 * 60 * 1000;
const plusDays = (at: string, days: number) => Date.parse(at) + days * DAY_MS;

// When a step would be due, before business hours move it; null while it does not apply (a
// "not viewed" step once viewed, a "before expiry" step of a link that never expires).
const rawDueOf = (state: FollowUpState, step: FollowUpStep): number | null => {
  const sharedAt = state.sharedAt!;
  switch (step.trigger) {
    case 'not_viewed_after_days':
      return state.firstViewedAt === null ? plusDays(sharedAt, step.days) : null;
    case 'viewed_not_signed_after_days':
      return state.firstViewedAt === null ? null : plusDays(state.firstViewedAt, step.days);
    case 'before_expiry_days': {
      if (state.expiresAt === null) return null;
      const due = plusDays(state.expiresAt, -step.days);
      return due > Date.parse(sharedAt) ? due : null;
    }
  }
};

export type DueFollowUp = { step: FollowUpStep; dueAt: string };

// The proposal's next follow-up under `plan`, in the company's business hours (`timezone`), or
// null when none is coming. Once stopped, the step that was coming is due at once, to be recorded
// as skipped and why; then nothing is.
export const nextFollowUp = (
  state: FollowUpState,
  plan: FollowUpPlan,
  timezone: string,
): DueFollowUp | null => {
  if (!plan.enabled || state.sharedAt === null || state.closed) return null;
  const enabledAt = plan.enabledAt === null ? null : Date.parse(plan.enabledAt);
  let next: { step: FollowUpStep; at: number } | null = null;
  for (const step of plan.steps) {
    if (state.handled.includes(step.id)) continue;
    const raw = rawDueOf(state, step);
    // Due before follow-ups were turned on: it was never part of the plan for this proposal.
    if (raw === null || (enabledAt !== null && raw < enabledAt)) continue;
    const at = intoBusinessHours(new Date(raw), plan.hours, timezone).getTime();
    if (next === null || at < next.at) next = { step, at };
  }
  if (next === null) return null;
  const at = state.stop ? Math.min(next.at, Date.parse(state.stop.at)) : next.at;
  return { step: next.step, dueAt: new Date(at).toISOString() };
};

// What the decision at send time needs from outside the log: the client's link, the company's
// clock, where a text could go (E.164, from a number the company can text from; null: nowhere),
// whether that number replied STOP, and whether the creator's plan sends by email and text.
export type FollowUpContext = {
  now: Date;
  plan: FollowUpPlan;
  timezone: string;
  link: string;
  textAddress: string | null;
  textOptedOut: boolean;
  sendsProposals: boolean;
};

// The follow-up due now, if one is: sent on each of its channels that has an address, or skipped
// with the reason. A number that replied STOP stops the whole plan (the client said so).
export const decideFollowUp = (
  state: FollowUpState,
  { now, plan, timezone, link, textAddress, textOptedOut, sendsProposals }: FollowUpContext,
): FollowUpEvent[] => {
  const due = nextFollowUp(state, plan, timezone);
  if (due === null || Date.parse(due.dueAt) > now.getTime()) return [];
  const at = now.toISOString();
  const { step, dueAt } = due;
  const proposalId = state.proposalId!;
  const skipped = (reason: FollowUpSkipReason): FollowUpSkipped => ({
    type: 'FollowUpSkipped',
    data: { proposalId, stepId: step.id, trigger: step.trigger, reason, dueAt, skippedAt: at },
  });
  if (state.stop) return [skipped(state.stop.reason)];
  if (textOptedOut) {
    return [
      {
        type: 'FollowUpsStopped',
        data: { proposalId, by: 'client', reason: 'opted_out', stoppedAt: at },
      },
      skipped('opted_out'),
    ];
  }
  if (isExpired(state.expiresAt, now)) return [skipped('expired')];
  if (!sendsProposals) return [skipped('plan')];
  const addresses: Record<ProposalChannel, string | null> = {
    email: state.clientEmail.trim() || null,
    sms: textAddress,
  };
  const channels = step.channels.filter((channel) => addresses[channel] !== null);
  if (channels.length === 0) return [skipped('no_address')];
  const fields = {
    clientName: state.clientName || 'there',
    title: state.title,
    link,
    companyName: state.companyName,
    expiresOn: expiresOnText(state.expiresAt, timezone),
  };
  return channels.map((channel) => ({
    type: 'FollowUpSent',
    data: {
      proposalId,
      stepId: step.id,
      trigger: step.trigger,
      channel,
      address: addresses[channel]!,
      subject: channel === 'email' ? renderFollowUp(step.subject, fields) : '',
      body: renderFollowUp(step.body, fields),
      dueAt,
      sentAt: at,
    },
  }));
};

// The contractor's "Stop follow-ups", or the client's opt-out: recorded once, whatever repeats.
export const decideStopFollowUps = (
  state: FollowUpState,
  by: FollowUpsStopped['data']['by'],
  now: Date,
): FollowUpEvent[] => {
  if (state.proposalId === null || state.stop !== null || state.closed) return [];
  return [
    {
      type: 'FollowUpsStopped',
      data: {
        proposalId: state.proposalId,
        by,
        reason: by === 'client' ? 'opted_out' : 'stopped_manually',
        stoppedAt: now.toISOString(),
      },
    },
  ];
};

// The key an event's id is derived from, so a follow-up decided twice (two schedulers, a restart
// after a crash) is one event: a step's send per channel, its skip, the plan's stop.
export const followUpEventKey = (event: FollowUpEvent): string => {
  switch (event.type) {
    case 'FollowUpSent':
      return `follow-up:${event.data.proposalId}:${event.data.stepId}:${event.data.channel}`;
    case 'FollowUpSkipped':
      return `follow-up:${event.data.proposalId}:${event.data.stepId}:skipped`;
    case 'FollowUpsStopped':
      return `follow-up:${event.data.proposalId}:stopped`;
  }
};
