import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { NumberType } from 'libphonenumber-js/max';

// 000 §5: the popup's own words for a number it cannot use.
export const INVALID_DEMO_PHONE = 'Please enter a valid 10-digit phone number.';

export const NOT_A_PERSONAL_LINE =
  'This number cannot take a demo call. Please enter a landline or mobile number.';

// A demo call rings a person: never a premium-rate or shared-cost line (the caller pays extra),
// a toll-free one (its owner pays), nor a personal-forwarding, pager, voicemail, UAN or VoIP one.
const CALLABLE: ReadonlySet<NumberType> = new Set(['FIXED_LINE', 'MOBILE', 'FIXED_LINE_OR_MOBILE']);

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const listOf = new Intl.ListFormat('en', { type: 'conjunction' });

export type DemoCallNumber = { ok: true; e164: string } | { ok: false; message: string };

// The number to call, in E.164, when it is a valid landline or mobile number of one of the
// countries demo calls go to; otherwise the sentence that says why not.
export const demoCallNumber = (raw: string, countries: readonly string[]): DemoCallNumber => {
  const phone = parsePhoneNumberFromString(raw);
  if (!phone?.isValid()) return { ok: false, message: INVALID_DEMO_PHONE };
  if (!phone.country || !countries.includes(phone.country)) {
    const names = countries.map((code) => countryNames.of(code) ?? code);
    return { ok: false, message: `Demo calls can only go to ${listOf.format(names)} numbers.` };
  }
  const type = phone.getType();
  if (!type || !CALLABLE.has(type)) return { ok: false, message: NOT_A_PERSONAL_LINE };
  return { ok: true, e164: phone.number };
};
