import { createHash } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

// How the pipeline knows two facts name one person: the same phone number (E.164) or the same
// email address, within one company.

// A number as people write it, read as E.164 (US when it has no country code); '' when it is no
// phone number (a SIP address, "anonymous", a typo).
export const toE164 = (raw: string): string => {
  const text = raw.trim();
  if (text === '') return '';
  const number = parsePhoneNumberFromString(text, 'US');
  return number?.isPossible() ? number.number : '';
};

export const normalisedEmail = (raw: string): string => {
  const email = raw.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : '';
};

export const phoneKey = (e164: string): string => `phone:${e164}`;
export const emailKey = (email: string): string => `email:${email}`;
// Every contact id a command may name (its own, or one merged into it) resolves through this key.
export const idKey = (contactId: string): string => `id:${contactId}`;

// A contact the log implies gets its id from the company and the first key it was found by, so a
// rebuild gives every contact the id it had: ids that commands and links already hold.
export const impliedContactId = (companyId: string, key: string): string =>
  `ct-${createHash('sha256').update(`${companyId}\n${key}`).digest('hex').slice(0, 24)}`;
