import { describe, expect, it } from '@jest/globals';
import { INVALID_PHONE_MESSAGE, normalizePhone, sanitizePhoneInput } from './phone-number';

describe(sanitizePhoneInput.name, () => {
  it('should keep digits, plus, spaces, parentheses and hyphens when the number is typed', () => {
    expect(sanitizePhoneInput('+1 (415) 555-0123')).toBe('+1 (415) 555-0123');
  });

  it('should drop letters, dots and other signs when they are pasted in', () => {
    expect(sanitizePhoneInput('tel: 415.555.0123 #home')).toBe(' 4155550123 ');
    expect(sanitizePhoneInput('abc')).toBe('');
  });

  it('should leave the input alone when it has exactly 15 digits or plus signs', () => {
    expect(sanitizePhoneInput('+44 1234 567 890 12')).toBe('+44 1234 567 890 12');
  });

  it('should trim to a country prefix and the last 10 digits when above 15 digits or plus', () => {
    expect(sanitizePhoneInput('+44 1234 567 890 123')).toBe('+441 4567890123');
    expect(sanitizePhoneInput('1234567890123456')).toBe('123 7890123456');
  });

  it('should keep a shorter country prefix when only one or two digits precede the last 10', () => {
    expect(sanitizePhoneInput('++++++4155550123')).toBe('+ 4155550123');
    expect(sanitizePhoneInput('+++++14155550123')).toBe('+1 4155550123');
  });

  it('should trim to the same result when the trimmed value is sanitised again', () => {
    const once = sanitizePhoneInput('+44 1234 567 890 1234567');
    expect(sanitizePhoneInput(once)).toBe(once);
  });
});

describe(normalizePhone.name, () => {
  it('should prefix +1 when the number has exactly 10 digits', () => {
    expect(normalizePhone('(415) 555-0123')).toEqual({ ok: true, phone: '+14155550123' });
  });

  it('should send + and the digits when the number has more than 10 digits', () => {
    expect(normalizePhone('+44 20 7946 0958')).toEqual({ ok: true, phone: '+442079460958' });
    expect(normalizePhone('1 415 555 0123')).toEqual({ ok: true, phone: '+14155550123' });
  });

  it('should refuse the number when it has fewer than 10 digits', () => {
    expect(normalizePhone('555-0123')).toEqual({ ok: false, message: INVALID_PHONE_MESSAGE });
    expect(normalizePhone('(415) 555-012')).toEqual({ ok: false, message: INVALID_PHONE_MESSAGE });
    expect(normalizePhone('')).toEqual({ ok: false, message: INVALID_PHONE_MESSAGE });
  });

  it('should read the message exactly as the spec words it when the number is refused', () => {
    expect(INVALID_PHONE_MESSAGE).toBe('Please enter a valid 10-digit phone number.');
  });

  it('should send at most 15 digits when an over-long number was not sanitised first', () => {
    const result = normalizePhone('+44 1234 567 890 1234567');
    expect(result).toEqual({ ok: true, phone: '+4418901234567' });
  });
});
