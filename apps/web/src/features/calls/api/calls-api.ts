import type { CallRecord, CallResponse, CallsResponse } from '@vanilla/contracts';
import { baseApi } from '../../../lib/base-api';
import { patchCacheOnEvent } from '../../../lib/socket';
import { applyCallToDetail, applyCallToList } from '../utils/apply-call-update';

/** GET /api/calls arguments: all calls, or only the latest `limit` (001 §9: 3 on the dashboard). */
export type CallsArgs = { limit?: number };

// 001 §7 reads `success`: a 200 that says `success: false` is a failure like any other.
const answered = (response: Response, body: unknown): boolean =>
  response.ok &&
  typeof body === 'object' &&
  body !== null &&
  (body as { success?: unknown }).success !== false;

const callsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Newest first, kept live by `call.updated` (pushed when a call starts and when it ends).
    calls: build.query<CallRecord[], CallsArgs>({
      query: ({ limit }) => ({
        url: limit === undefined ? '/api/calls' : `/api/calls?limit=${limit}`,
        validateStatus: answered,
      }),
      transformResponse: (response: CallsResponse) => response.calls,
      async onCacheEntryAdded(args, lifecycle) {
        await patchCacheOnEvent(
          lifecycle,
          'call.updated',
          (draft, row) => applyCallToList(draft, row, args.limit),
          () =>
            lifecycle.dispatch(
              callsApi.endpoints.calls.initiate(args, { forceRefetch: true, subscribe: false }),
            ),
        );
      },
    }),
    call: build.query<CallRecord, string>({
      query: (id) => ({ url: `/api/calls/${encodeURIComponent(id)}`, validateStatus: answered }),
      transformResponse: (response: CallResponse) => response.call,
      async onCacheEntryAdded(id, lifecycle) {
        await patchCacheOnEvent(lifecycle, 'call.updated', applyCallToDetail, () =>
          lifecycle.dispatch(
            callsApi.endpoints.call.initiate(id, { forceRefetch: true, subscribe: false }),
          ),
        );
      },
    }),
  }),
});

export const { useCallsQuery, useCallQuery } = callsApi;
