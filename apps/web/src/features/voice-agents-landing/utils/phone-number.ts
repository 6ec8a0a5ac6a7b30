// The demo call's phone rules (000 §5, §9; 001 §5).

export const PHONE_MIN_DIGITS = 10;
/** Digits and plus signs allowed before the input is trimmed. */
export const PHONE_MAX_DIGITS_OR_PLUS = 15;
export const DEFAULT_COUNTRY_PREFIX = '+1';
export const INVALID_PHONE_MESSAGE = 'Please enter a valid 10-digit phone number.';

// Country calling codes have one to three digits; which it is cannot be told from the digits
// alone, so a trimmed number keeps up to three of the leading ones.
const MAX_COUNTRY_CODE_DIGITS = 3;

/**
 * What the phone field keeps of what was typed or pasted: digits, plus, spaces, parentheses and
 * hyphens. Past 15 digits-or-plus it is trimmed to a country prefix and the last 10 digits.
 */
export const sanitizePhoneInput = (raw: string): string => {
  const kept = raw.replace(/[^\d+\s()-]/g, '');
  const digitsOrPlus = kept.replace(/[^\d+]/g, '');
  if (digitsOrPlus.length <= PHONE_MAX_DIGITS_OR_PLUS) return kept;
  const digits = digitsOrPlus.replace(/\D/g, '');
  const local = digits.slice(-PHONE_MIN_DIGITS);
  const countryCode = digits.slice(
    0,
    Math.min(MAX_COUNTRY_CODE_DIGITS, digits.length - PHONE_MIN_DIGITS),
  );
  return `${digitsOrPlus.startsWith('+') ? '+' : ''}${countryCode} ${local}`;
};

export type PhoneCheck = { ok: true; phone: string } | { ok: false; message: string };

/**
 * The number sent to POST /api/request-call: at least 10 digits; exactly 10 get +1 in front,
 * more become + and the digits.
 */
export const normalizePhone = (value: string): PhoneCheck => {
  const digits = sanitizePhoneInput(value).replace(/\D/g, '');
  if (digits.length < PHONE_MIN_DIGITS) return { ok: false, message: INVALID_PHONE_MESSAGE };
  const phone =
    digits.length === PHONE_MIN_DIGITS ? `${DEFAULT_COUNTRY_PREFIX}${digits}` : `+${digits}`;
  return { ok: true, phone };
};
