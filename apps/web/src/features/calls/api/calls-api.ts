import type { CallRecord, CallResponse, CallsResponse } from '@vanilla/contracts';
import { baseApi, checkedCall } from '../../../lib/base-api';
import { patchCacheOnEvent } from '../../../lib/socket';
import { applyCallToDetail, applyCallToList } from '../utils/apply-call-update';

/** GET /api/calls arguments: all calls, or only the latest `limit` (001 §9: 3 on the dashboard). */
export type CallsArgs = { limit?: number };

const callsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Newest first, kept live by `call.updated` (pushed when a call starts and when it ends).
    calls: build.query<CallRecord[], CallsArgs>({
      query: ({ limit }) =>
        checkedCall(limit === undefined ? '/api/calls' : `/api/calls?limit=${limit}`),
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
      query: (id) => checkedCall(`/api/calls/${encodeURIComponent(id)}`),
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
