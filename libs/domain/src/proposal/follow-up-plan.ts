import { weekDays } from '../receptionist/business-hours.js';
import type { WeekDay } from '../receptionist/business-hours.js';
import { dateTimeFormat } from '../time/date-time-format.js';
import { offsetAt } from './proposal-expiry.js';
import type { ProposalChannel } from './proposal-events.js';

// When a follow-up step is due: so many days after the share while the client has not opened the
// link, after their first view while they have not signed, or before the link expires.
export type FollowUpTrigger =
  'not_viewed_after_days' | 'viewed_not_signed_after_days' | 'before_expiry_days';

export const followUpTriggers: readonly FollowUpTrigger[] = [
  'not_viewed_after_days',
  'viewed_not_signed_after_days',
  'before_expiry_days',
];

export type FollowUpStep = {
  // Stable across edits of the plan: a proposal's history names the step it sent, and a step is
  // sent to a proposal at most once.
  id: string;
  trigger: FollowUpTrigger;
  days: number;
  channels: ProposalChannel[];
  // The mail's subject (texts have none) and the message, with placeholders.
  subject: string;
  body: string;
};

// Follow-ups go out on these weekdays between `start` and `end` ("HH:MM", 24-hour), on the
// company's clock.
export type FollowUpHours = { days: WeekDay[]; start: string; end: string };

export type FollowUpPlan = {
  enabled: boolean;
  steps: FollowUpStep[];
  hours: FollowUpHours;
  // When follow-ups were last turned on (null: never). A step due before then is not sent, so
  // turning them on mails nobody about proposals long past their step.
  enabledAt: string | null;
};

export const followUpLimits = {
  minSteps: 1,
  maxSteps: 10,
  minDays: 1,
  maxDays: 60,
  stepId: 40,
  subject: 150,
  body: 2000,
  // A text of more than this many characters goes out in too many parts.
  smsBody: 480,
} as const;

export const followUpPlaceholders = [
  '{client_name}',
  '{title}',
  '{link}',
  '{company_name}',
  '{expires_on}',
] as const;

export const DEFAULT_FOLLOW_UP_HOURS: FollowUpHours = {
  days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  start: '09:00',
  end: '17:00',
};

// The three steps: what a company gets once it turns follow-ups on.
export const defaultFollowUpSteps = (): FollowUpStep[] => [
  {
    id: 'not-viewed',
    trigger: 'not_viewed_after_days',
    days: 2,
    channels: ['email'],
    subject: 'Your proposal from {company_name}',
    body: 'Hi {client_name},\n\nWe sent you "{title}" a couple of days ago. You can read it here:\n{link}\n\n{company_name}',
  },
  {
    id: 'viewed-not-signed',
    trigger: 'viewed_not_signed_after_days',
    days: 5,
    channels: ['email'],
    subject: 'Any questions about "{title}"?',
    body: 'Hi {client_name},\n\nThanks for looking at "{title}". If you have any questions, reply or give us a call. When you are ready, you can sign it here:\n{link}\n\n{company_name}',
  },
  {
    id: 'before-expiry',
    trigger: 'before_expiry_days',
    days: 3,
    channels: ['email'],
    subject: '"{title}" expires on {expires_on}',
    body: 'Hi {client_name},\n\nA reminder that "{title}" is valid until {expires_on}. You can read and sign it here:\n{link}\n\n{company_name}',
  },
];

export const defaultFollowUpPlan = (): FollowUpPlan => ({
  enabled: false,
  steps: defaultFollowUpSteps(),
  hours: DEFAULT_FOLLOW_UP_HOURS,
  enabledAt: null,
});

export const followUpMessages = {
  steps: `A plan has ${followUpLimits.minSteps} to ${followUpLimits.maxSteps} steps.`,
  stepId: 'Each step needs its own id (letters, digits and dashes).',
  trigger: 'Choose when the step is due: not viewed, viewed but not signed, or before expiry.',
  days: `Days must be a whole number from ${followUpLimits.minDays} to ${followUpLimits.maxDays}.`,
  channels: 'Choose email, text message or both.',
  subject: `An email step needs a subject of at most ${followUpLimits.subject} characters.`,
  body: `The message must be 1 to ${followUpLimits.body} characters.`,
  smsBody: `A text message must be at most ${followUpLimits.smsBody} characters.`,
  hours: 'Business hours need at least one day and a start before the end (HH:MM).',
  duplicateStep: 'Two steps cannot be due on the same trigger and day.',
  stopped: 'Follow-ups for this proposal are stopped.',
} as const;

const STEP_ID = /^[a-z0-9][a-z0-9-]*$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

// What is wrong with a plan's steps and hours (the first problem), or null. The DTO checks the
// shape; this checks what only the whole plan can tell.
export const followUpPlanProblem = (plan: Pick<FollowUpPlan, 'steps' | 'hours'>): string | null => {
  const { steps, hours } = plan;
  if (steps.length < followUpLimits.minSteps || steps.length > followUpLimits.maxSteps) {
    return followUpMessages.steps;
  }
  const ids = new Set<string>();
  const dues = new Set<string>();
  for (const step of steps) {
    if (!STEP_ID.test(step.id) || step.id.length > followUpLimits.stepId || ids.has(step.id)) {
      return followUpMessages.stepId;
    }
    ids.add(step.id);
    if (!followUpTriggers.includes(step.trigger)) return followUpMessages.trigger;
    if (
      !Number.isInteger(step.days) ||
      step.days < followUpLimits.minDays ||
      step.days > followUpLimits.maxDays
    ) {
      return followUpMessages.days;
    }
    const due = `${step.trigger}:${step.days}`;
    if (dues.has(due)) return followUpMessages.duplicateStep;
    dues.add(due);
    const channels = new Set(step.channels);
    if (channels.size === 0 || channels.size !== step.channels.length) {
      return followUpMessages.channels;
    }
    if (
      channels.has('email') &&
      (!step.subject.trim() || step.subject.length > followUpLimits.subject)
    ) {
      return followUpMessages.subject;
    }
    if (!step.body.trim() || step.body.length > followUpLimits.body) return followUpMessages.body;
    if (channels.has('sms') && step.body.length > followUpLimits.smsBody) {
      return followUpMessages.smsBody;
    }
  }
  const days = new Set(hours.days);
  if (
    days.size === 0 ||
    days.size !== hours.days.length ||
    hours.days.some((day) => !weekDays.includes(day)) ||
    !TIME.test(hours.start) ||
    !TIME.test(hours.end) ||
    minutesOf(hours.start) >= minutesOf(hours.end)
  ) {
    return followUpMessages.hours;
  }
  return null;
};

// The wall clock in `timezone` at `instant`: its date (as a UTC midnight), weekday and minute.
const wallOf = (instant: number, timezone: string) => {
  const wall = instant + offsetAt(instant, timezone);
  const date = new Date(wall);
  return {
    midnight: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()),
    // Monday first, like weekDays.
    day: weekDays[(date.getUTCDay() + 6) % 7],
    minute: date.getUTCHours() * 60 + date.getUTCMinutes(),
  };
};

// The instant the wall clock of `timezone` shows `wall` (a UTC-coded wall time); in a spring-
// forward gap, the instant after it.
const instantOfWall = (wall: number, timezone: string): number => {
  const guess = wall - offsetAt(wall, timezone);
  return wall - offsetAt(guess, timezone);
};

const DAY_MS = 24 * 60 * 60 * 1000;

// `at`, or the next moment the business is open after it (on the wall clock of `timezone`, so a
// daylight-saving change moves the hours with the clock).
export const intoBusinessHours = (at: Date, hours: FollowUpHours, timezone: string): Date => {
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  const now = wallOf(at.getTime(), timezone);
  if (hours.days.includes(now.day) && now.minute >= start && now.minute < end) return at;
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const midnight = now.midnight + ahead * DAY_MS;
    const day = weekDays[(new Date(midnight).getUTCDay() + 6) % 7];
    if (!hours.days.includes(day)) continue;
    const opening = instantOfWall(midnight + start * 60_000, timezone);
    if (opening > at.getTime()) return new Date(opening);
  }
  // No open day at all: validation never lets such hours in.
  return at;
};

// The last day a link works, as the client reads it ("December 22, 2026"), in the company's time.
export const expiresOnText = (expiresAt: string | null, timezone: string): string =>
  expiresAt === null
    ? ''
    : dateTimeFormat(timezone, { year: 'numeric', month: 'long', day: 'numeric' }).format(
        new Date(expiresAt),
      );

export type FollowUpFields = {
  clientName: string;
  title: string;
  link: string;
  companyName: string;
  expiresOn: string;
};

// The template with its placeholders filled in; unknown braces are left as written.
export const renderFollowUp = (template: string, fields: FollowUpFields): string =>
  template
    .replaceAll('{client_name}', fields.clientName)
    .replaceAll('{title}', fields.title)
    .replaceAll('{link}', fields.link)
    .replaceAll('{company_name}', fields.companyName)
    .replaceAll('{expires_on}', fields.expiresOn);
