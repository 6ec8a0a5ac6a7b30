import { DEFAULT_VALIDITY_DAYS, expiryProblem } from '@vanilla/contracts';

// A "Valid until" date field (YYYY-MM-DD, the browser's own day) and the instant the API takes:
// the link works to the end of that day where the contractor is.

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day `days` after `today`, as a date field holds it. */
export const localDateAfter = (today: Date, days: number = DEFAULT_VALIDITY_DAYS): string => {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

/** The last millisecond of the local day `date` (YYYY-MM-DD), as an ISO instant; null if none. */
export const endOfLocalDay = (date: string): string | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1);
  return new Date(end.getTime() - 1).toISOString();
};

export const validUntilMessages = { missing: 'Choose the last day the link works.' } as const;

/** Why `date` cannot be the last day of a link at `now` (the API's own rule), or null. */
export const validUntilError = (date: string, now: Date): string | null => {
  const expiresAt = endOfLocalDay(date);
  return expiresAt ? expiryProblem(expiresAt, now) : validUntilMessages.missing;
};
