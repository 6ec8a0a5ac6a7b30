import {
  DEFAULT_OPENING_HOURS,
  receptionistTimezones,
  weekDays,
  type OpeningHours,
  type OperatingHours,
  type WeekDay,
} from '@vanilla/contracts';

// Weekly business hours of the setup wizard (001 §5, §9). Times are 24-hour "HH:MM" on a
// 15-minute grid; a closing time may be "24:00" (end of day). Checking a day opens it at the
// contracts' DEFAULT_OPENING_HOURS.

/** The wizard's timezone, and the one the edit form shows (001 §9). */
export const PACIFIC = 'America/Los_Angeles';

export type WeeklyHours = OperatingHours['days'];

const MINUTES_PER_DAY = 24 * 60;
const STEP_MINUTES = 15;

const toClock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const toMinutes = (clock: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= MINUTES_PER_DAY ? minutes : null;
};

/** "09:00" → "9:00 AM", "13:15" → "1:15 PM"; "00:00" and "24:00" are "12:00 AM". */
export const formatTime = (clock: string): string => {
  const minutes = toMinutes(clock);
  if (minutes === null) return clock;
  const hour = Math.floor(minutes / 60) % 24;
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
};

export type TimeOption = { value: string; label: string };

/** Every 15 minutes of a day in 12-hour format: 96 options from 12:00 AM to 11:45 PM. */
export const timeOptions: readonly TimeOption[] = Array.from(
  { length: MINUTES_PER_DAY / STEP_MINUTES },
  (_, index) => {
    const value = toClock(index * STEP_MINUTES);
    return { value, label: formatTime(value) };
  },
);

/** The options for a select showing `value`, which stored hours may put off the list ("24:00"). */
export const timeOptionsWith = (value: string): readonly TimeOption[] =>
  timeOptions.some((option) => option.value === value)
    ? timeOptions
    : [...timeOptions, { value, label: formatTime(value) }];

/** Checking a day opens it 9:00 AM to 5:00 PM; unchecking removes it (001 §5). */
export const setDayOpen = (hours: WeeklyHours, day: WeekDay, open: boolean): WeeklyHours => {
  const next = { ...hours };
  if (open) next[day] = { ...DEFAULT_OPENING_HOURS };
  else delete next[day];
  return next;
};

export const setDayHours = (
  hours: WeeklyHours,
  day: WeekDay,
  change: Partial<OpeningHours>,
): WeeklyHours => {
  const current = hours[day];
  return current ? { ...hours, [day]: { ...current, ...change } } : hours;
};

/** The open days in week order; none means the AI answers calls 24/7 (001 §5). */
export const openDays = (hours: WeeklyHours): WeekDay[] => weekDays.filter((day) => hours[day]);

export const dayLabel = (day: WeekDay): string => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;

export const timezoneLabel = (id: string): string => {
  const zone = receptionistTimezones.find((entry) => entry.id === id);
  return zone ? `${zone.label} (${zone.id})` : id;
};

// ---- Stored hours back into the edit form (001 §9) ----

// Minutes east of UTC of `timeZone` at `at`; null for a zone the browser does not know.
const offsetMinutes = (timeZone: string, at: Date): number | null => {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(at);
  } catch {
    return null;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
  );
  const minute = Math.floor(at.getTime() / 60_000) * 60_000;
  return Math.round((wallClock - minute) / 60_000);
};

type Interval = { day: WeekDay; open: number; close: number };

const dayNames: Record<string, WeekDay> = Object.fromEntries(
  weekDays.flatMap((day) => [
    [day, day],
    [day.slice(0, 3), day],
  ]),
);

// "9:00 AM", "09:00", "17:30" → minutes after midnight.
const parseClock = (text: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})\s*([ap]m)?$/i.exec(text.trim());
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const meridiem = match[3]?.toLowerCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  return toMinutes(`${hour}:${String(minute).padStart(2, '0')}`);
};

const interval = (day: WeekDay, open: number | null, close: number | null): Interval | null => {
  if (open === null || close === null) return null;
  // A closing time at or before the opening one runs past midnight ("16:00-00:00").
  return { day, open, close: close <= open ? close + MINUTES_PER_DAY : close };
};

const intervalsFromDays = (days: Record<string, unknown>): Interval[] =>
  Object.entries(days).flatMap(([name, value]) => {
    const day = dayNames[name.toLowerCase()];
    if (!day || typeof value !== 'object' || value === null) return [];
    const { open, close } = value as Record<string, unknown>;
    if (typeof open !== 'string' || typeof close !== 'string') return [];
    const found = interval(day, parseClock(open), parseClock(close));
    return found ? [found] : [];
  });

// The legacy text form: "monday 16:00-00:00 | tue: 9:00 AM - 5:00 PM".
const intervalsFromText = (text: string): Interval[] =>
  text.split('|').flatMap((segment) => {
    const match =
      /^\s*([a-z]+)\s*:?\s*(\d{1,2}:\d{2}\s*(?:[ap]m)?)\s*-\s*(\d{1,2}:\d{2}\s*(?:[ap]m)?)\s*$/i.exec(
        segment,
      );
    const day = match?.[1] ? dayNames[match[1].toLowerCase()] : undefined;
    if (!match?.[2] || !match[3] || !day) return [];
    const found = interval(day, parseClock(match[2]), parseClock(match[3]));
    return found ? [found] : [];
  });

const parseStored = (stored: unknown): { timezone: string; intervals: Interval[] } => {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      // Not JSON: the legacy text form, in UTC.
      return { timezone: 'UTC', intervals: intervalsFromText(value as string) };
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { timezone: PACIFIC, intervals: [] };
  }
  const record = value as Record<string, unknown>;
  // Hours written without a timezone are the legacy UTC ones.
  const timezone = typeof record.timezone === 'string' ? record.timezone : 'UTC';
  const days =
    typeof record.days === 'object' && record.days !== null
      ? (record.days as Record<string, unknown>)
      : record;
  return { timezone, intervals: intervalsFromDays(days) };
};

const roundToStep = (minutes: number): number => Math.round(minutes / STEP_MINUTES) * STEP_MINUTES;

const modulo = (value: number, divisor: number): number => ((value % divisor) + divisor) % divisor;

/**
 * Stored operating hours for the edit form, which works in Pacific time (001 §9): the current
 * JSON form ({timezone, days}) is moved from its timezone into Pacific, legacy forms (day times
 * without a timezone, or text separated by "|") are read as UTC and moved likewise. Offsets are
 * taken at `now`. An opening shifted past midnight moves to the neighbouring day, and its closing
 * time is capped at the end of that day; unreadable hours give no open days (24/7).
 */
export const hoursForEdit = (
  stored: unknown,
  now: Date,
): { timezone: typeof PACIFIC; days: WeeklyHours } => {
  const { timezone, intervals } = parseStored(stored);
  const from = offsetMinutes(timezone, now);
  const to = offsetMinutes(PACIFIC, now);
  const shift = from === null || to === null ? 0 : to - from;
  const days: WeeklyHours = {};
  for (const { day, open, close } of intervals) {
    const shiftedOpen = roundToStep(open + shift);
    const dayMove = Math.floor(shiftedOpen / MINUTES_PER_DAY);
    const target = weekDays[modulo(weekDays.indexOf(day) + dayMove, weekDays.length)];
    if (!target) continue;
    const opening = shiftedOpen - dayMove * MINUTES_PER_DAY;
    const closing = Math.min(
      roundToStep(close + shift) - dayMove * MINUTES_PER_DAY,
      MINUTES_PER_DAY,
    );
    days[target] = {
      open: toClock(opening),
      close: toClock(Math.max(closing, opening + STEP_MINUTES)),
    };
  }
  return { timezone: PACIFIC, days };
};

/** "9:00 AM – 5:00 PM" for one day. */
export const formatOpeningHours = ({ open, close }: OpeningHours): string =>
  `${formatTime(open)} – ${formatTime(close)}`;
