import {
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_TYPES,
  COMPANY_PHONE_PATTERN,
  companyLimits,
  companyMessages,
  MAX_VALIDITY_DAYS,
  withWebsiteScheme,
} from '@vanilla/contracts';
import type { CompanyProfile } from '@vanilla/contracts';
import type { CompanyProfileUpdate } from '../../../lib/company-api';

export type CompanyForm = {
  companyName: string;
  companyAddress: string;
  companyPhone: string;
  companyEmail: string;
  licenseNumber: string;
  website: string;
  // Digits as typed: the company's default validity of a shared proposal's link.
  proposalValidityDays: string;
};

export type CompanyField = keyof CompanyForm;
export type CompanyFieldErrors = Partial<Record<CompanyField, string>>;

/** The logo the form will save: none, the one already stored (its path), or a new image. */
export type LogoChoice =
  | { kind: 'none' }
  | { kind: 'current'; path: string }
  | { kind: 'new'; dataUrl: string; fileName: string };

// The form checks the server's rules and messages first, so people see them without a round trip.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const formFromProfile = (profile: CompanyProfile): CompanyForm => ({
  companyName: profile.company_name,
  companyAddress: profile.company_address,
  companyPhone: profile.company_phone,
  companyEmail: profile.company_email,
  licenseNumber: profile.license_number,
  website: profile.website,
  proposalValidityDays: String(profile.proposal_validity_days),
});

export const logoFromProfile = (profile: CompanyProfile): LogoChoice =>
  profile.logo ? { kind: 'current', path: profile.logo } : { kind: 'none' };

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
  if (name === '') errors.companyName = companyMessages.nameRequired;
  else if (name.length > companyLimits.company_name)
    errors.companyName = companyMessages.nameTooLong;
  if (form.companyAddress.trim().length > companyLimits.company_address) {
    errors.companyAddress = companyMessages.addressTooLong;
  }
  const phone = form.companyPhone.trim();
  if (
    phone !== '' &&
    (phone.length > companyLimits.company_phone || !COMPANY_PHONE_PATTERN.test(phone))
  ) {
    errors.companyPhone = companyMessages.phoneInvalid;
  }
  const email = form.companyEmail.trim();
  if (email.length > companyLimits.company_email)
    errors.companyEmail = companyMessages.emailTooLong;
  else if (email !== '' && !EMAIL.test(email)) errors.companyEmail = companyMessages.emailInvalid;
  if (form.licenseNumber.trim().length > companyLimits.license_number) {
    errors.licenseNumber = companyMessages.licenseTooLong;
  }
  const website = withWebsiteScheme(form.website);
  if (website.length > companyLimits.website) errors.website = companyMessages.websiteTooLong;
  else if (website !== '' && !isWebsite(website)) {
    errors.website = companyMessages.websiteInvalid;
  }
  const days = Number(form.proposalValidityDays.trim());
  if (!/^\d+$/.test(form.proposalValidityDays.trim()) || days < 1 || days > MAX_VALIDITY_DAYS) {
    errors.proposalValidityDays = companyMessages.validityDaysInvalid;
  }
  return errors;
};

/** Why a chosen file cannot be the logo, or null when it may be uploaded. */
export const logoFileProblem = (file: { type: string; size: number }): string | null => {
  if (!(COMPANY_LOGO_TYPES as readonly string[]).includes(file.type)) {
    return companyMessages.logoNotImage;
  }
  return file.size > COMPANY_LOGO_MAX_BYTES ? companyMessages.logoTooLarge : null;
};

export const toUpdateBody = (form: CompanyForm, logo: LogoChoice): CompanyProfileUpdate => ({
  company_name: form.companyName.trim(),
  company_address: form.companyAddress.trim(),
  company_phone: form.companyPhone.trim(),
  company_email: form.companyEmail.trim(),
  license_number: form.licenseNumber.trim(),
  website: withWebsiteScheme(form.website),
  proposal_validity_days: Number(form.proposalValidityDays.trim()),
  logo: logo.kind === 'none' ? null : logo.kind === 'current' ? logo.path : logo.dataUrl,
});
