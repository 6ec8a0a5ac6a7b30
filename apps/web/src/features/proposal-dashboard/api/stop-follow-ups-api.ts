import type { FollowUpsStopResponse } from '@vanilla/contracts';
import { baseApi } from '../../../lib/base-api';

// A row's "Stop follow-ups": no more automatic reminders to that proposal's client.
const stopFollowUpsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    stopFollowUps: build.mutation<FollowUpsStopResponse, string>({
      query: (token) => ({
        url: `/api/proposals/${encodeURIComponent(token)}/follow-ups/stop`,
        method: 'POST',
      }),
    }),
  }),
});

export const { useStopFollowUpsMutation } = stopFollowUpsApi;
