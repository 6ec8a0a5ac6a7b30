import { MAX_VALIDITY_DAYS } from '@vanilla/domain';

// The company profile (Settings → Company): who proposals, the receptionist and mails speak for.

export const COMPANY_LOGO_MAX_BYTES = 5 * 1024 * 1024;

export const companyLimits = {
  company_name: 200,
  company_address: 300,
  company_phone: 50,
  company_email: 254,
  license_number: 100,
  website: 300,
} as const;

// The messages of the Company tab, enforced by the server too. The required name reuses the
// receptionist wizard's wording (001 §5), the email the signature dialog's (000 §5).
export const companyMessages = {
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
  logoTooManyPixels: 'The logo must be at most 5,000 pixels wide and high.',
  logoUnknown: 'Choose a new logo image, or keep the current one.',
  managersOnly: 'Only managers can edit the company profile.',
  validityDaysInvalid: `Proposals must be valid for 1 to ${MAX_VALIDITY_DAYS} days.`,
} as const;

// A phone as people write it: 10 to 15 digits with spaces, dots, dashes, brackets, a leading +.
export const COMPANY_PHONE_PATTERN = /^$|^\+?[\s().-]*(\d[\s().-]*){10,15}$/;

export const COMPANY_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

// "example.com" means its https site: people rarely type the scheme.
export const withWebsiteScheme = (website: string): string => {
  const text = website.trim();
  return text === '' || /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
};

export type CompanyProfile = {
  // '' until a manager names the company (sign-up leaves it unnamed unless one was given).
  company_name: string;
  company_address: string;
  company_phone: string;
  company_email: string;
  license_number: string;
  website: string;
  // Where the logo is served (a path on the API), or null without one.
  logo: string | null;
  // How many days a shared proposal's link works unless the share says otherwise (1 to 365).
  proposal_validity_days: number;
  updated_at: string | null;
};

export type CompanyProfileResponse = { success: true; company: CompanyProfile };
