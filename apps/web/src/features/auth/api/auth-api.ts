import type {
  CheckAuthResponse,
  InvitationPreview,
  LoginResponse,
  RegisterResponse,
} from '@vanilla/contracts';
import { baseApi, SESSION_TAG } from '../../../lib/base-api';

export type SignInRequest = {
  email: string;
  password: string;
  rememberMe: boolean;
  returnTo?: string;
};

// The registration payload of spec 000 §3: everything but email, username, password and
// company name is sent empty.
export type RegistrationRequest = {
  email: string;
  username: string;
  password: string;
  company_name: string;
  phone: string;
  user_type: string;
  industry: string;
  business_size: string;
  business_role: string;
  business_address: string;
  business_website: string;
  reasons: string[];
  invitation_token?: string;
};

export type PasswordResetRequest = { token: string; email: string; password: string };

export type PasswordChangeRequest = { currentPassword: string; newPassword: string };

type Succeeded = { success: true };

const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkAuth: build.query<CheckAuthResponse, void>({
      query: () => ({ url: '/auth/check-auth', cache: 'no-cache' }),
      providesTags: [SESSION_TAG],
    }),
    signIn: build.mutation<LoginResponse, SignInRequest>({
      query: (body) => ({ url: '/auth/member/login', method: 'POST', body }),
      extraOptions: { unauthorizedIsAnswer: true },
    }),
    register: build.mutation<RegisterResponse, RegistrationRequest>({
      query: (body) => ({ url: '/auth/member/register', method: 'POST', body }),
    }),
    invitation: build.query<InvitationPreview, string>({
      query: (token) => `/auth/invitations/${encodeURIComponent(token)}`,
    }),
    signOut: build.mutation<Succeeded, void>({
      query: () => ({ url: '/auth/logout', cache: 'no-cache' }),
    }),
    requestPasswordReset: build.mutation<Succeeded, { email: string }>({
      query: (body) => ({ url: '/auth/request-reset', method: 'POST', body }),
    }),
    resetPassword: build.mutation<Succeeded, PasswordResetRequest>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    changePassword: build.mutation<Succeeded, PasswordChangeRequest>({
      query: (body) => ({ url: '/auth/change-password', method: 'POST', body }),
    }),
  }),
});

export const invalidateSession = () => authApi.util.invalidateTags([SESSION_TAG]);

export const {
  useCheckAuthQuery,
  useSignInMutation,
  useRegisterMutation,
  useInvitationQuery,
  useSignOutMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
} = authApi;
