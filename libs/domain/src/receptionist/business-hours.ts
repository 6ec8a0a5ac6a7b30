import { DomainRuleViolation } from '../decider/decider.js';
import { dateTimeFormat } from '../time/date-time-format.js';

export const weekDays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDay = (typeof weekDays)[number];

// "HH:MM", 24-hour; `close` may be "24:00". A close at or before the open runs past midnight.
export type OpeningHours = { open: string; close: string };

// The timezone and the open days; no days means the AI answers 24/7.
export type OperatingHours = {
  timezone: string;
  days: Partial<Record<WeekDay, OpeningHours>>;
};

// Checking a day in the setup wizard opens it 9:00 AM to 5:00 PM (001 §5).
export const DEFAULT_OPENING_HOURS: OpeningHours = { open: '09:00', close: '17:00' };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOSE = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const invalid = (message: string) =>
  new DomainRuleViolation('InvalidOperatingHours', 'invalid', message);

export const isTimeZone = (timezone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
};

// Accepts the object or its JSON text (001 §7 sends both) and returns a clean copy; anything
// malformed is refused with a message saying what.
export const parseOperatingHours = (input: unknown, fallbackTimezone: string): OperatingHours => {
  let value = input;
  if (value === undefined || value === null || value === '') {
    return { timezone: fallbackTimezone, days: {} };
  }
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw invalid('Operating hours must be JSON with a timezone and days');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalid('Operating hours must have a timezone and days');
  }
  const raw = value as { timezone?: unknown; days?: unknown };
  const timezone = raw.timezone === undefined ? fallbackTimezone : raw.timezone;
  if (typeof timezone !== 'string' || !isTimeZone(timezone)) {
    throw invalid(`Unknown timezone: ${String(timezone)}`);
  }
  const daysInput = raw.days ?? {};
  if (typeof daysInput !== 'object' || daysInput === null || Array.isArray(daysInput)) {
    throw invalid('Operating hours days must map a day name to its hours');
  }
  const days: OperatingHours['days'] = {};
  for (const [name, hours] of Object.entries(daysInput)) {
    if (!(weekDays as readonly string[]).includes(name)) throw invalid(`Unknown day: ${name}`);
    const { open, close } = (hours ?? {}) as { open?: unknown; close?: unknown };
    if (
      typeof open !== 'string' ||
      !TIME.test(open) ||
      typeof close !== 'string' ||
      !CLOSE.test(close)
    ) {
      throw invalid(`Hours for ${name} must be HH:MM to HH:MM`);
    }
    if (open === close) throw invalid(`Hours for ${name} open and close at the same time`);
    days[name as WeekDay] = { open, close };
  }
  return { timezone, days };
};

const localDayAndMinute = (at: Date, timezone: string): { day: WeekDay; minute: number } => {
  const parts = dateTimeFormat(timezone, {
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: part('weekday').toLowerCase() as WeekDay,
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  };
};

const previousDay = (day: WeekDay): WeekDay =>
  weekDays[(weekDays.indexOf(day) + weekDays.length - 1) % weekDays.length];

// Whether `at` falls in the business hours, read on the wall clock of the receptionist's
// timezone (so daylight-saving changes move the hours with the clock). No days: never open,
// which means the AI answers around the clock.
export const isWithinOperatingHours = (hours: OperatingHours, at: Date): boolean => {
  const { day, minute } = localDayAndMinute(at, hours.timezone);
  const today = hours.days[day];
  if (today) {
    const open = minutesOf(today.open);
    const close = minutesOf(today.close);
    if (close > open ? minute >= open && minute < close : minute >= open) return true;
  }
  const yesterday = hours.days[previousDay(day)];
  if (yesterday) {
    const open = minutesOf(yesterday.open);
    const close = minutesOf(yesterday.close);
    if (close <= open && minute < close) return true;
  }
  return false;
};

export type CallRoute = 'forward' | 'ai';

// The product's promise: during business hours a call rings the forwarding number (falling back
// to the AI when nobody answers); outside them, or with no number to forward to, the AI answers.
export const routeCall = (
  receptionist: { callForwarding: string; operatingHours: OperatingHours; isActive: boolean },
  at: Date,
): CallRoute =>
  receptionist.isActive &&
  receptionist.callForwarding !== '' &&
  isWithinOperatingHours(receptionist.operatingHours, at)
    ? 'forward'
    : 'ai';
