import type { CompanyProfile } from '@vanilla/contracts';
import type { CompanyProfileUpdate } from '../../../lib/company-api';

export type CompanyForm = {
  companyName: string;
  companyAddress: string;
  companyPhone: string;
  companyEmail: string;
  licenseNumber: string;
  website: string;
};

export type CompanyField = keyof CompanyForm;
export type CompanyFieldErrors = Partial<Record<CompanyField, string>>;

/** The logo the form will save: none, the one already stored (its path), or a new image. */
export type LogoChoice =
  | { kind: 'none' }
  | { kind: 'current'; path: string }
  | { kind: 'new'; dataUrl: string; fileName: string };

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

// The server's messages (companyMessages of @vanilla/contracts, which a spec keeps equal): the
// form checks first so people see them without a round trip.
export const companyFormMessages = {
  nameRequired: 'Please enter your company name.',
  nameTooLong: 'The company name must be at most 200 characters.',
  addressTooLong: 'The company address must be at most 300 characters.',
  phoneInvalid: 'Please enter a valid phone number, with 10 to 15 digits.',
  emailInvalid: 'Please provide a valid email address',
  emailTooLong: 'The company email must be at most 254 characters.',
  licenseTooLong: 'The license number must be at most 100 characters.',
  websiteInvalid: 'Please enter a valid website address, like https://example.com',
  websiteTooLong: 'The website address must be at most 300 characters.',
  logoTooLarge: 'The logo must be an image of at most 5 MB.',
  logoNotImage: 'The logo must be a PNG, JPEG, WebP or GIF image.',
} as const;

const PHONE = /^\+?[\s().-]*(\d[\s().-]*){10,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const formFromProfile = (profile: CompanyProfile): CompanyForm => ({
  companyName: profile.company_name,
  companyAddress: profile.company_address,
  companyPhone: profile.company_phone,
  companyEmail: profile.company_email,
  licenseNumber: profile.license_number,
  website: profile.website,
});

export const logoFromProfile = (profile: CompanyProfile): LogoChoice =>
  profile.logo ? { kind: 'current', path: profile.logo } : { kind: 'none' };

/** "example.com" is its https site, as the server reads it. */
export const withScheme = (website: string): string => {
  const text = website.trim();
  return text === '' || /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
};

const isWebsite = (text: string): boolean => {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      /\.[a-z]{2,}$/i.test(url.hostname) &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
};

/** The form's problems, field by field, in the server's words; empty when it may be saved. */
export const validateCompanyForm = (form: CompanyForm): CompanyFieldErrors => {
  const errors: CompanyFieldErrors = {};
  const name = form.companyName.trim();
  if (name === '') errors.companyName = companyFormMessages.nameRequired;
  else if (name.length > 200) errors.companyName = companyFormMessages.nameTooLong;
  if (form.companyAddress.trim().length > 300) {
    errors.companyAddress = companyFormMessages.addressTooLong;
  }
  const phone = form.companyPhone.trim();
  if (phone !== '' && (phone.length > 50 || !PHONE.test(phone))) {
    errors.companyPhone = companyFormMessages.phoneInvalid;
  }
  const email = form.companyEmail.trim();
  if (email.length > 254) errors.companyEmail = companyFormMessages.emailTooLong;
  else if (email !== '' && !EMAIL.test(email))
    errors.companyEmail = companyFormMessages.emailInvalid;
  if (form.licenseNumber.trim().length > 100) {
    errors.licenseNumber = companyFormMessages.licenseTooLong;
  }
  const website = withScheme(form.website);
  if (website.length > 300) errors.website = companyFormMessages.websiteTooLong;
  else if (website !== '' && !isWebsite(website)) {
    errors.website = companyFormMessages.websiteInvalid;
  }
  return errors;
};

/** Why a chosen file cannot be the logo, or null when it may be uploaded. */
export const logoFileProblem = (file: { type: string; size: number }): string | null => {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
    return companyFormMessages.logoNotImage;
  }
  return file.size > LOGO_MAX_BYTES ? companyFormMessages.logoTooLarge : null;
};

export const toUpdateBody = (form: CompanyForm, logo: LogoChoice): CompanyProfileUpdate => ({
  company_name: form.companyName.trim(),
  company_address: form.companyAddress.trim(),
  company_phone: form.companyPhone.trim(),
  company_email: form.companyEmail.trim(),
  license_number: form.licenseNumber.trim(),
  website: withScheme(form.website),
  logo: logo.kind === 'none' ? null : logo.kind === 'current' ? logo.path : logo.dataUrl,
});
