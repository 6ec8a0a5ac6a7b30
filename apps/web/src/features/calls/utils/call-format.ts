import type { CallRecord } from '@vanilla/contracts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const longDateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

// The API's call date is the receptionist's local calendar date; `new Date('2026-03-04')` would
// read it as UTC midnight and show the day before west of Greenwich.
const parseLocalDate = (date: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  const parsed = new Date(year, month - 1, day);
  return parsed.getMonth() === month - 1 ? parsed : null;
};

/** "2026-03-04" → "Mar 4, 2026"; the text itself when it is not such a date. */
export const formatCallDate = (date: string): string => {
  const parsed = parseLocalDate(date);
  return parsed ? dateFormat.format(parsed) : date;
};

/** "2026-03-04" → "Wed, Mar 4, 2026"; the text itself when it is not such a date. */
export const formatLongCallDate = (date: string): string => {
  const parsed = parseLocalDate(date);
  return parsed ? longDateFormat.format(parsed) : date;
};

/** Seconds as a clock: 45 → "0:45", 725 → "12:05", 3723 → "1:02:03". */
export const formatDuration = (seconds: number): string => {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
};

/** A call's length for people: still running, the server's "m:ss", or from its seconds. */
export const callDuration = (call: Pick<CallRecord, 'status' | 'duration' | 'durationSeconds'>) =>
  call.status === 'In Progress' && call.durationSeconds <= 0
    ? 'Ongoing'
    : call.duration || formatDuration(call.durationSeconds);

/** A North American E.164 number as "(415) 555-0142"; any other number as it came. */
export const formatPhone = (phone: string): string => {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone.replace(/[\s()-]/g, ''));
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
};

export type StatusTone = 'green' | 'blue' | 'red' | 'amber' | 'grey';

const statusTones: Record<string, StatusTone> = {
  Completed: 'green',
  Scheduled: 'blue',
  Failed: 'red',
  'In Progress': 'amber',
};

/** 001 §3: Completed, Scheduled, Failed, In Progress, and any other status in grey. */
export const statusTone = (status: string): StatusTone => statusTones[status] ?? 'grey';

export const directionLabel = (direction: string): string =>
  direction === 'inbound' ? 'Inbound' : direction === 'outbound' ? 'Outbound' : direction;

const looksLikePhone = (text: string) => /^\+?[\d\s().-]+$/.test(text);

/**
 * Who the caller is, best known first: the name the AI captured, the contact (which is the
 * number when no name was learned, so shown as one), the number.
 */
export const callerName = (
  call: Pick<CallRecord, 'customer_name' | 'contact' | 'phoneNumber'>,
): string => {
  const contact = call.contact.trim();
  return (
    call.customer_name.trim() ||
    (contact && looksLikePhone(contact) ? formatPhone(contact) : contact) ||
    formatPhone(call.phoneNumber)
  );
};

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Search over what the history shows: names, email, summary, reason, receptionist, status, and
 * the numbers by their digits, so "555 0142" finds "+14155550142".
 */
export const matchesCallSearch = (call: CallRecord, query: string): boolean => {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  const texts = [
    call.contact,
    call.customer_name,
    call.customer_email,
    call.summary,
    call.reason,
    call.ai_receptionist,
    call.status,
    formatPhone(call.phoneNumber),
  ];
  if (texts.some((text) => text.toLowerCase().includes(needle))) return true;
  const digits = digitsOf(needle);
  return (
    digits.length >= 3 &&
    digits.length === needle.replace(/[\s()+.-]/g, '').length &&
    [call.phoneNumber, call.customer_phone].some((phone) => digitsOf(phone).includes(digits))
  );
};

/**
 * Where the browser fetches a recording: absolute URLs as they are, paths on the API's origin
 * (`apiOrigin` '' keeps them on the page's own origin).
 */
export const recordingUrl = (audioUrl: string, apiOrigin: string): string =>
  audioUrl.startsWith('/') && !audioUrl.startsWith('//') ? `${apiOrigin}${audioUrl}` : audioUrl;
