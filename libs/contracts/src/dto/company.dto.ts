import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { MAX_VALIDITY_DAYS } from '@vanilla/domain';
import {
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_PHONE_PATTERN,
  companyLimits,
  companyMessages,
  withWebsiteScheme,
} from '../company.js';
import { trim } from './transforms.js';

const withScheme = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? withWebsiteScheme(value) : value;

// Optional text: left out or empty, nothing to check.
const isFilled = (field: keyof UpdateCompanyRequest) => (request: UpdateCompanyRequest) =>
  request[field] !== undefined && request[field] !== '';

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
  @Matches(COMPANY_PHONE_PATTERN, { message: companyMessages.phoneInvalid })
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

  // Absent keeps the company's current default.
  @IsOptional()
  @IsInt({ message: companyMessages.validityDaysInvalid })
  @Min(1, { message: companyMessages.validityDaysInvalid })
  @Max(MAX_VALIDITY_DAYS, { message: companyMessages.validityDaysInvalid })
  proposal_validity_days?: number;

  @IsOptional()
  @IsString({ message: companyMessages.logoNotImage })
  @MaxLength(LOGO_MAX_LENGTH, { message: companyMessages.logoTooLarge })
  logo?: string;
}
