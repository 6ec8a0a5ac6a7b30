import { BadRequestException } from '@nestjs/common';

// Typed readers for what a provider posts (JSON or a form), one set for every webhook. A signed
// payload is authentic, not necessarily sensible, and what is read from it ends up in events,
// which are kept forever, and in read-model columns with indexes and types. So:
// - what the payload's shape needs (an object or list we descend into, an id that names a stream
//   or an index key) is refused with a PayloadError (400) when it has another type or form;
// - any other value we cannot use (text where a number belongs, an impossible time, a negative
//   duration) counts as missing, and what is kept is bounded.

export type Json = { [key: string]: unknown };

export class PayloadError extends BadRequestException {
  constructor(path: string, problem: string) {
    super(`${path} ${problem}`);
  }
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const absent = (value: unknown): value is null | undefined => value === undefined || value === null;

export const object = (value: unknown, path: string): Json => {
  if (!isObject(value)) throw new PayloadError(path, 'must be an object');
  return value;
};

// An object the payload may leave out (absent or null reads as empty).
export const optionalObject = (value: unknown, path: string): Json =>
  absent(value) ? {} : object(value, path);

export const optionalList = (value: unknown, path: string): unknown[] => {
  if (absent(value)) return [];
  if (!Array.isArray(value)) throw new PayloadError(path, 'must be a list');
  return value;
};

// Provider ids (Twilio's CA… sids, Vapi's UUIDs, Stripe's evt_/cus_/sub_… ids) are short and
// plain. One becomes part of a stream name or a key of an index, which must stay well below
// Postgres' index row limit (about 2.7 KB), so anything longer or odder is refused.
const PROVIDER_ID = /^[\w.:@-]{1,255}$/;

export const optionalId = (value: unknown, path: string): string | null => {
  if (absent(value) || value === '') return null;
  if (typeof value !== 'string' || !PROVIDER_ID.test(value)) {
    throw new PayloadError(path, 'is not an id (up to 255 letters, digits and ._:@-)');
  }
  return value;
};

export const id = (value: unknown, path: string): string => {
  const read = optionalId(value, path);
  if (read === null) throw new PayloadError(path, 'is required');
  return read;
};

// Postgres text and jsonb cannot hold NUL, nor JSON a lone surrogate; other control characters
// (but tab and newline) mean nothing on a screen.
const CONTROL = /(?![\t\n])\p{Cc}/gu;
const LONE_SURROGATE = /\p{Cs}/gu;

// Text, trimmed and cut to `max` characters; anything but a string reads as ''.
export const text = (value: unknown, max: number): string =>
  typeof value === 'string'
    ? value.replace(CONTROL, '').trim().slice(0, max).replace(LONE_SURROGATE, '\uFFFD').trim()
    : '';

export const optionalText = (value: unknown, max: number): string | null =>
  text(value, max) || null;

// An http(s) address of at most 2,048 characters, else null: it is shown and played in browsers.
export const url = (value: unknown): string | null => {
  const candidate = text(value, 2_049);
  if (candidate.length > 2_048 || !/^https?:\/\//i.test(candidate)) return null;
  return URL.canParse(candidate) ? candidate : null;
};

// A finite number within [min, max], else null. A form sends numbers as text, so a plain decimal
// string reads as its number.
export const numberIn = (value: unknown, min: number, max: number): number | null => {
  const candidate =
    typeof value === 'string' && /^-?\d{1,20}(\.\d{1,20})?$/.test(value) ? Number(value) : value;
  return typeof candidate === 'number' &&
    Number.isFinite(candidate) &&
    candidate >= min &&
    candidate <= max
    ? candidate
    : null;
};

// A whole number within [0, max] (amounts in a currency's smallest unit, counts), else null.
export const wholeNumber = (value: unknown, max = Number.MAX_SAFE_INTEGER): number | null => {
  const read = numberIn(value, 0, max);
  return read !== null && Number.isInteger(read) ? read : null;
};

// Nothing a provider reports to us happened before this. With a `latest` near now, every time we
// keep is one that JavaScript, ISO strings and Postgres all read the same way.
const EARLIEST = new Date('2000-01-01T00:00:00.000Z');

// A provider's clock may run a little ahead of ours: a time up to this long after we received
// the payload is believed, a later one counts as missing.
const CLOCK_SKEW_MS = 15 * 60_000;

export const latestReported = (receivedAt: Date): Date =>
  new Date(receivedAt.getTime() + CLOCK_SKEW_MS);

const inWindow = (at: number, latest: Date): Date | null =>
  at >= EARLIEST.getTime() && at <= latest.getTime() ? new Date(at) : null;

const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})$/i;

// An ISO 8601 date-time that exists on the calendar (no 30 February, no 25:61) and lies between
// EARLIEST and `latest`, else null. Date.parse alone is lenient: it rolls 30 February over into
// 2 March, where Postgres refuses the string.
export const isoInstant = (value: unknown, latest: Date): Date | null => {
  const match = typeof value === 'string' ? ISO_8601.exec(value) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const local = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (
    local.getUTCFullYear() !== year ||
    local.getUTCMonth() !== month - 1 ||
    local.getUTCDate() !== day ||
    local.getUTCHours() !== hour ||
    local.getUTCMinutes() !== minute ||
    local.getUTCSeconds() !== second
  ) {
    return null;
  }
  const zone = match[8].toUpperCase();
  const offsetMinutes =
    zone === 'Z'
      ? 0
      : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4)));
  const milliseconds = Number(`0.${match[7] ?? '0'}`) * 1000;
  return inWindow(local.getTime() + Math.floor(milliseconds) - offsetMinutes * 60_000, latest);
};

// Unix seconds (Stripe's times) between EARLIEST and `latest`, else null.
export const unixInstant = (value: unknown, latest: Date): Date | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? inWindow(value * 1000, latest) : null;
