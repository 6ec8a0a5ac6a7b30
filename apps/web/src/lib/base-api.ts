import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { env } from '../config/env';

// The single RTK Query API. Features add their endpoints with `baseApi.injectEndpoints` (and tag
// types with `enhanceEndpoints`), so there is one cache, one middleware and one reducer.
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: env.apiUrl, credentials: 'include' }),
  endpoints: () => ({}),
});
