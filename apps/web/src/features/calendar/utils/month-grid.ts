// Calendar days as local "YYYY-MM-DD" strings: they compare and key like dates without time zones
// shifting them.

export type YearMonth = { year: number; month: number };

export type GridDay = {
  date: string;
  day: number;
  /** In the month shown, not the days of the weeks before and after that fill the rows. */
  inMonth: boolean;
};

const pad = (value: number) => String(value).padStart(2, '0');

export const toIsoDate = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** "2026-03-04" → a local Date at midnight; null when the text is not a real day. */
export const parseIsoDate = (iso: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
};

/** The month of a "YYYY-MM-DD" day, months counted 0-11 like Date. */
export const monthOf = (iso: string): YearMonth => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)) - 1,
});

export const sameMonth = (a: YearMonth, b: YearMonth): boolean =>
  a.year === b.year && a.month === b.month;

export const addMonths = ({ year, month }: YearMonth, count: number): YearMonth => {
  const date = new Date(year, month + count, 1);
  return { year: date.getFullYear(), month: date.getMonth() };
};

/** `count` days later (earlier when negative), across months and years. */
export const addDays = (iso: string, count: number): string => {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  date.setDate(date.getDate() + count);
  return toIsoDate(date);
};

/**
 * The same day of the month `count` months later, or the month's last day when it is shorter
 * (Jan 31 + 1 month → Feb 28), as date pickers do with Page Up and Page Down.
 */
export const addMonthsToDay = (iso: string, count: number): string => {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  const target = addMonths({ year: date.getFullYear(), month: date.getMonth() }, count);
  const lastDay = new Date(target.year, target.month + 1, 0).getDate();
  return toIsoDate(new Date(target.year, target.month, Math.min(date.getDate(), lastDay)));
};

/** The weeks (Sunday first) that hold the month: 4 to 6 rows of 7 days. */
export const monthGrid = ({ year, month }: YearMonth): GridDay[][] => {
  const first = new Date(year, month, 1);
  const start = new Date(year, month, 1 - first.getDay());
  const daysInMonth = new Date(year, month + 1, 0).getDate();
  const weekCount = Math.ceil((first.getDay() + daysInMonth) / 7);
  return Array.from({ length: weekCount }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const date = new Date(
        start.getFullYear(),
        start.getMonth(),
        start.getDate() + week * 7 + weekday,
      );
      return { date: toIsoDate(date), day: date.getDate(), inMonth: date.getMonth() === month };
    }),
  );
};

/** The Sunday starting the week of a day, and the Saturday ending it (Home and End keys). */
export const startOfWeek = (iso: string): string => {
  const date = parseIsoDate(iso);
  return date ? addDays(iso, -date.getDay()) : iso;
};

export const endOfWeek = (iso: string): string => {
  const date = parseIsoDate(iso);
  return date ? addDays(iso, 6 - date.getDay()) : iso;
};

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' });

/** { year: 2026, month: 2 } → "March 2026". */
export const monthLabel = ({ year, month }: YearMonth): string =>
  monthFormat.format(new Date(year, month, 1));

/** "2026-03-04" → "Wednesday, March 4, 2026". */
export const dayLabel = (iso: string): string => {
  const date = parseIsoDate(iso);
  return date ? dayFormat.format(date) : iso;
};
