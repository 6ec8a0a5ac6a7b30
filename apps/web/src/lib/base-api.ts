import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { env } from '../config/env';
import { succeeded } from './api-error';

/** Endpoint option: a 401 from this call is an answer (wrong password), not a lost session. */
export type ApiExtraOptions = { unauthorizedIsAnswer?: boolean };

// The tag of GET /auth/check-auth, declared here because any call can discover the session ended.
export const SESSION_TAG = 'Session';

// 001 §7: a test-mode choice stored by the toggle travels on every later request; the server
// honours it only for a caller allowed to toggle.
export const TEST_MODE_OVERRIDE_KEY = 'testModeOverride';

const fetchQuery = fetchBaseQuery({
  baseUrl: env.apiUrl,
  credentials: 'include',
  prepareHeaders: (headers) => {
    const override = localStorage.getItem(TEST_MODE_OVERRIDE_KEY);
    if (override === 'true' || override === 'false') headers.set('X-Test-Mode-Override', override);
    return headers;
  },
});

// A 401 means the session is gone (expired, signed out elsewhere): ask the server again, so the
// protected pages send the user to sign in instead of showing failed calls.
const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions
> = async (args, api, extraOptions) => {
  const result = await fetchQuery(args, api, extraOptions);
  if (result.error?.status === 401 && !extraOptions?.unauthorizedIsAnswer) {
    api.dispatch(baseApi.util.invalidateTags([SESSION_TAG]));
  }
  return result;
};

/** A request whose `{ success: false }` answer counts as a failure (see `succeeded`). */
export const checkedCall = (url: string, method = 'GET', body?: unknown): FetchArgs => ({
  url,
  method,
  body,
  validateStatus: succeeded,
});

// The single RTK Query API. Features add their endpoints with `baseApi.injectEndpoints` (and tag
// types with `enhanceEndpoints`), so there is one cache, one middleware and one reducer.
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [SESSION_TAG],
  endpoints: () => ({}),
});
