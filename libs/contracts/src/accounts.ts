import type { SubscriptionTier } from '@vanilla/domain';
export type UserType = 'manager' | 'member';

// The plans are the subscription's tiers.
export type Tier = SubscriptionTier;

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

export type SessionUser = {
  id: string;
  email: string;
  username: string;
  user_type: UserType;
  company_name: string;
};

// The signed-in user as GET /auth/check-auth names them.
export type CheckAuthUser = {
  id: string;
  email: string;
  username: string;
  company_name: string;
  current_tier: Tier;
};
export type CheckAuthResponse =
  | {
      authenticated: true;
      user: CheckAuthUser;
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
