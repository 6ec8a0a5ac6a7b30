import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';

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
} as const;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// "example.com" means its https site: people rarely type the scheme.
const withScheme = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' || /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
};

// Optional text: left out or empty, nothing to check.
const isFilled = (field: keyof UpdateCompanyRequest) => (request: UpdateCompanyRequest) =>
  request[field] !== undefined && request[field] !== '';

// A phone as people write it: 10 to 15 digits with spaces, dots, dashes, brackets, a leading +.
const PHONE_PATTERN = /^$|^\+?[\s().-]*(\d[\s().-]*){10,15}$/;

// A base64 data URL (from the file picker) with base64 of at most 5 MB, or the URL GET answered
// (to keep the current logo). Anything longer than the largest data URL is refused unread.
const LOGO_MAX_LENGTH = Math.ceil(COMPANY_LOGO_MAX_BYTES / 3) * 4 + 100;

// PUT /api/company: the whole profile. A field left out is emptied; `logo` is a new image as a
// data URL, the `logo` URL GET answered to keep it, or null (or absent) to remove it.
export class UpdateCompanyRequest {
  @Transform(trim)
  @IsNotEmpty({ message: companyMessages.nameRequired })
  @IsString({ message: companyMessages.nameRequired })
  @MaxLength(companyLimits.company_name, { message: companyMessages.nameTooLong })
  company_name!: string;

  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(companyLimits.company_address, { message: companyMessages.addressTooLong })
  company_address?: string;

  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(companyLimits.company_phone, { message: companyMessages.phoneInvalid })
  @Matches(PHONE_PATTERN, { message: companyMessages.phoneInvalid })
  company_phone?: string;

  @Transform(trim)
  @ValidateIf(isFilled('company_email'))
  @IsString()
  @MaxLength(companyLimits.company_email, { message: companyMessages.emailTooLong })
  @IsEmail({}, { message: companyMessages.emailInvalid })
  company_email?: string;

  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(companyLimits.license_number, { message: companyMessages.licenseTooLong })
  license_number?: string;

  @Transform(withScheme)
  @ValidateIf(isFilled('website'))
  @IsString()
  @MaxLength(companyLimits.website, { message: companyMessages.websiteTooLong })
  @IsUrl(
    {
      protocols: ['http', 'https'],
      require_protocol: true,
      require_tld: true,
      disallow_auth: true,
    },
    { message: companyMessages.websiteInvalid },
  )
  website?: string;

  @IsOptional()
  @IsString({ message: companyMessages.logoNotImage })
  @MaxLength(LOGO_MAX_LENGTH, { message: companyMessages.logoTooLarge })
  logo?: string;
}

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
  updated_at: string | null;
};

export type CompanyProfileResponse = { success: true; company: CompanyProfile };
