import { useHydrated } from '../../hooks/use-hydrated';

/** Whose calendar a date is shown in: the reader's, or the fixed one a server renders with. */
export type DateFormat = { locale?: string; timeZone?: string };

const READER: DateFormat = {};
// US English in UTC: the same text on the server and in every browser while it hydrates.
const SERVER: DateFormat = { locale: 'en-US', timeZone: 'UTC' };

/** The server's calendar until the page has hydrated, then the reader's. */
export const useDateFormat = (): DateFormat => (useHydrated() ? READER : SERVER);

// "2026-03-04" is a calendar day: read it in the zone it is shown in, or it shows as March 3 west
// of UTC.
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const calendarDay = (match: RegExpExecArray, { timeZone }: DateFormat): Date => {
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  return timeZone === 'UTC' ? new Date(Date.UTC(year, month, day)) : new Date(year, month, day);
};

const parseProposalDate = (value: string, format: DateFormat): Date | null => {
  const trimmed = value.trim();
  const day = DAY_ONLY.exec(trimmed);
  const date = day
    ? calendarDay(day, format)
    : /^\d{4}-\d{2}-\d{2}T/.test(trimmed)
      ? new Date(trimmed)
      : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

const longDate = ({ locale, timeZone }: DateFormat) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone });

/**
 * A header date for people ("March 4, 2026") when it is an ISO date or timestamp; any other text
 * (the wizard's own wording, say) is shown as written.
 */
export const formatProposalDate = (value: string, format: DateFormat = READER): string => {
  const date = parseProposalDate(value, format);
  return date ? longDate(format).format(date) : value.trim();
};

/** The day `days` after an ISO header date, formatted; null when the date is free text. */
export const formatDateAfter = (
  value: string,
  days: number,
  format: DateFormat = READER,
): string | null => {
  const date = parseProposalDate(value, format);
  if (!date) return null;
  if (format.timeZone === 'UTC') date.setUTCDate(date.getUTCDate() + days);
  else date.setDate(date.getDate() + days);
  return longDate(format).format(date);
};
