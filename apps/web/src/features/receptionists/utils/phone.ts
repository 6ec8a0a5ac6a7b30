// Phone numbers in the receptionist setup (001 §5, §9): a three-digit area code, and a US call
// forwarding number typed as (xxx) xxx-xxxx.

export const AREA_CODE_DIGITS = 3;
export const FORWARDING_DIGITS = 10;

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** What the area code field keeps of what was typed: digits only, at most three. */
export const areaCodeInput = (typed: string): string => digitsOf(typed).slice(0, AREA_CODE_DIGITS);

/** The area code the wizard submits: the first three digits of the phone field. */
export const areaCodeOf = (phoneField: string): string =>
  digitsOf(phoneField).slice(0, AREA_CODE_DIGITS);

export const isValidAreaCode = (phoneField: string): boolean =>
  areaCodeOf(phoneField).length === AREA_CODE_DIGITS;

// A stored US number may carry the country code: "+14155550123" or "14155550123".
const nationalDigits = (text: string): string => {
  const digits = digitsOf(text);
  return digits.length === FORWARDING_DIGITS + 1 && digits.startsWith('1')
    ? digits.slice(1)
    : digits;
};

/**
 * The call forwarding field as it is typed: digits only, at most ten, shaped as (xxx) xxx-xxxx
 * while it grows ("(415", "(415) 555", "(415) 555-0123").
 */
export const formatForwarding = (typed: string): string => {
  const digits = digitsOf(typed).slice(0, FORWARDING_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
};

/** A stored forwarding number (E.164 or typed) back in the field's shape. */
export const forwardingFromStored = (stored: string): string =>
  formatForwarding(nationalDigits(stored));

/** How many digits of a forwarding number are filled in. */
export const forwardingDigitCount = (field: string): number => digitsOf(field).length;

/** A receptionist's number for people: "+14155550123" → "(415) 555-0123"; others unchanged. */
export const formatPhoneNumber = (stored: string): string => {
  const national = nationalDigits(stored);
  return national.length === FORWARDING_DIGITS ? formatForwarding(national) : stored;
};

/** The area code of a receptionist's number ("+14155550123" → "415"), '' when not a US number. */
export const areaCodeOfNumber = (stored: string): string => {
  const national = nationalDigits(stored);
  return national.length === FORWARDING_DIGITS ? national.slice(0, AREA_CODE_DIGITS) : '';
};
