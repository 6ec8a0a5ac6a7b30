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
import { accountMessages, PASSWORD_MIN_LENGTH } from '../accounts.js';
import { trim } from './transforms.js';

const normalisedEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

// Decorators apply bottom-up, so each stack below registers its rules in that order: the same
// order, and so the same first message, as writing them out on the field.
const stack =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, property) => {
    for (const decorate of [...decorators].reverse()) decorate(target, property);
  };

// An email someone types to sign up, reset a password or be invited.
const ContactEmail = () =>
  stack(
    Transform(normalisedEmail),
    IsNotEmpty({ message: 'Email is required' }),
    IsEmail({}, { message: 'Please provide a valid email address' }),
    MaxLength(254),
  );

// A password being chosen.
const NewPassword = () =>
  stack(
    IsString(),
    IsNotEmpty({ message: 'Password is required' }),
    MinLength(PASSWORD_MIN_LENGTH, { message: 'Password must be at least 6 characters long' }),
    MaxLength(200),
  );

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
  @ContactEmail() email!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(100)
  username!: string;

  @NewPassword() password!: string;

  @Transform(trim)
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
  @ContactEmail() email!: string;
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

  @NewPassword() password!: string;
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
  @ContactEmail() email!: string;
}
