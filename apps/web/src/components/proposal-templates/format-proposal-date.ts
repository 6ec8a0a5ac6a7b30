const longDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

// "2026-03-04" is a calendar day: read it in local time, or it shows as March 3 west of UTC.
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const parseProposalDate = (value: string): Date | null => {
  const trimmed = value.trim();
  const day = DAY_ONLY.exec(trimmed);
  const date = day
    ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
    : /^\d{4}-\d{2}-\d{2}T/.test(trimmed)
      ? new Date(trimmed)
      : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/**
 * A header date for people ("March 4, 2026") when it is an ISO date or timestamp; any other text
 * (the wizard's own wording, say) is shown as written.
 */
export const formatProposalDate = (value: string): string => {
  const date = parseProposalDate(value);
  return date ? longDate.format(date) : value.trim();
};

/** The day `days` after an ISO header date, formatted; null when the date is free text. */
export const formatDateAfter = (value: string, days: number): string | null => {
  const date = parseProposalDate(value);
  if (!date) return null;
  date.setDate(date.getDate() + days);
  return longDate.format(date);
};
