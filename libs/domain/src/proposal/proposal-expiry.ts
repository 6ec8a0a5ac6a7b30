import { DomainRuleViolation } from '../decider/decider.js';
import { dateTimeFormat } from '../time/date-time-format.js';

// A proposal's link works for this many days unless the contractor says otherwise (the
// professional template's "valid for 30 days", 001 §3), and for at most a year.
export const DEFAULT_VALIDITY_DAYS = 30;
export const MAX_VALIDITY_DAYS = 365;

// A client asking again for a new link within this time records nothing more.
export const NEW_LINK_REQUEST_INTERVAL_MS = 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export const expiryMessages = {
  expired: 'This proposal has expired',
  notADate: 'The expiry date must be a date and time, such as 2027-01-31T23:59:59Z.',
  inThePast: 'The expiry date must be in the future.',
  tooFar: `The expiry date must be at most ${MAX_VALIDITY_DAYS} days ahead.`,
  notLater: 'The new expiry date must be later than the current one.',
  neverExpires: 'This proposal does not expire.',
  notExpired: 'This proposal has not expired.',
} as const;

// Expired once its instant is reached; a share from before expiry existed never is.
export const isExpired = (expiresAt: string | null | undefined, now: Date): boolean =>
  expiresAt !== null && expiresAt !== undefined && now.getTime() >= Date.parse(expiresAt);

// Why `expiresAt` cannot be a link's expiry at `now`, or null when it can.
// An ISO 8601 date and time with its offset: an instant, whoever reads it.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export const expiryProblem = (expiresAt: unknown, now: Date): string | null => {
  if (typeof expiresAt !== 'string' || !ISO_INSTANT.test(expiresAt)) {
    return expiryMessages.notADate;
  }
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return expiryMessages.notADate;
  if (at <= now.getTime()) return expiryMessages.inThePast;
  // Up to the end of the last allowed day wherever the company is.
  if (at > now.getTime() + (MAX_VALIDITY_DAYS + 1) * DAY_MS) return expiryMessages.tooFar;
  return null;
};

export const assertExpiry = (expiresAt: string, now: Date): void => {
  const problem = expiryProblem(expiresAt, now);
  if (problem) throw new DomainRuleViolation('InvalidExpiry', 'invalid', problem);
};

// How far `timezone`'s clock is ahead of UTC at `instant`, in milliseconds.
export const offsetAt = (instant: number, timezone: string): number => {
  const parts = dateTimeFormat(timezone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
};

// The last millisecond of the day `days` after today in `timezone` (an IANA name), as an
// instant: a link valid for 30 days works until that evening's midnight where the company is.
export const endOfDayAfter = (now: Date, days: number, timezone: string): string => {
  const today = new Date(now.getTime() + offsetAt(now.getTime(), timezone));
  const lastWall = Date.UTC(
    today.getUTCFullYear(),
    today.getUTCMonth(),
    today.getUTCDate() + days + 1,
  );
  // The offset at the guess, then at the answer: one correction covers a DST change that day.
  const guess = lastWall - offsetAt(lastWall, timezone);
  return new Date(lastWall - offsetAt(guess, timezone) - 1).toISOString();
};
