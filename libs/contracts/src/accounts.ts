import { Transform } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsEmail,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';

export type UserType = 'manager' | 'member';
export type Tier = 'free' | 'pro' | 'super_pro';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;
const normalisedEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

export const PASSWORD_MIN_LENGTH = 6;

// The messages of the spec's forms (000 §5, 001 §5), enforced by the server too.
export const accountMessages = {
  invalidLogin: 'Invalid email or password. Please ensure you are using your team member account.',
  lockedOut: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  emailTaken: 'An account with this email already exists.',
  resetFailed: 'Failed to reset password. The link may have expired.',
  invitationInvalid: 'This invitation is no longer valid.',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: 'New password must be at least 6 characters long',
  newPasswordSame: 'New password must be different from current password',
  currentPasswordWrong: 'Current password is incorrect',
  signInRequired: 'Please sign in to continue.',
  managersOnly: 'Only managers can do this.',
  crossOrigin: 'Cross-origin request refused.',
  cannotRemoveSelf: 'You cannot remove yourself from your team.',
} as const;

export class LoginRequest {
  @Transform(normalisedEmail)
  @IsString()
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(254)
  email!: string;

  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(200)
  password!: string;

  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  returnTo?: string | null;
}

export class RegisterRequest {
  @Transform(normalisedEmail)
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: 'Please provide a valid email address' })
  @MaxLength(254)
  email!: string;

  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(100)
  username!: string;

  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: 'Password must be at least 6 characters long' })
  @MaxLength(200)
  password!: string;

  @Transform(trimmed)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  company_name?: string;

  // Accepted because the web sends it; the server never takes a role from the request.
  @IsOptional()
  @IsString()
  @MaxLength(50)
  user_type?: string;

  @IsOptional() @IsString() @MaxLength(50) phone?: string;
  @IsOptional() @IsString() @MaxLength(100) industry?: string;
  @IsOptional() @IsString() @MaxLength(100) business_size?: string;
  @IsOptional() @IsString() @MaxLength(100) business_role?: string;
  @IsOptional() @IsString() @MaxLength(300) business_address?: string;
  @IsOptional() @IsString() @MaxLength(300) business_website?: string;

  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  reasons?: string[];

  @IsOptional()
  @IsString()
  @MaxLength(200)
  invitation_token?: string;
}

export class RequestResetRequest {
  @Transform(normalisedEmail)
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: 'Please provide a valid email address' })
  @MaxLength(254)
  email!: string;
}

export class ResetPasswordRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token!: string;

  @Transform(normalisedEmail)
  @IsString()
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(254)
  email!: string;

  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: 'Password must be at least 6 characters long' })
  @MaxLength(200)
  password!: string;
}

export class ChangePasswordRequest {
  @IsString()
  @IsNotEmpty({ message: accountMessages.currentPasswordRequired })
  @MaxLength(200)
  currentPassword!: string;

  @IsString()
  @IsNotEmpty({ message: accountMessages.newPasswordRequired })
  @MinLength(PASSWORD_MIN_LENGTH, { message: accountMessages.newPasswordTooShort })
  @MaxLength(200)
  newPassword!: string;
}

export class CreateInvitationRequest {
  @Transform(normalisedEmail)
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: 'Please provide a valid email address' })
  @MaxLength(254)
  email!: string;
}

export type SessionUser = {
  id: string;
  email: string;
  username: string;
  user_type: UserType;
  company_name: string;
};

export type CheckAuthResponse =
  | {
      authenticated: true;
      user: {
        id: string;
        email: string;
        username: string;
        company_name: string;
        current_tier: Tier;
      };
      user_type: UserType;
      current_tier: Tier;
      user_found: true;
    }
  | { authenticated: false; user: null; user_type: null; current_tier: null; user_found: false };

export type LoginResponse = {
  success: true;
  already_authenticated: boolean;
  redirect: string;
  returnTo: string | null;
  user: SessionUser;
};

export type RegisterResponse = { success: true; user: SessionUser; redirect: string };

export type TeamMember = {
  id: string;
  username: string;
  email: string;
  user_type: UserType;
  created_at: string;
};

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';

export type Invitation = {
  id: string;
  email: string;
  status: InvitationStatus;
  created_at: string;
  expires_at: string;
};

export type InvitationPreview = {
  success: true;
  email: string;
  company_name: string;
  expires_at: string;
};
