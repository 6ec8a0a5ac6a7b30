import type { FollowUpPlanResponse, FollowUpPlanView } from '@vanilla/contracts';
import type { UpdateFollowUpPlanRequest } from '@vanilla/contracts/dto';
import { baseApi } from '../../../lib/base-api';

// The company's follow-up plan (Settings → Follow-ups).
const followUpsApi = baseApi.enhanceEndpoints({ addTagTypes: ['FollowUpPlan'] }).injectEndpoints({
  endpoints: (build) => ({
    followUpPlan: build.query<FollowUpPlanView, void>({
      query: () => '/api/follow-up-plan',
      transformResponse: (response: FollowUpPlanResponse) => response.plan,
      providesTags: ['FollowUpPlan'],
    }),
    updateFollowUpPlan: build.mutation<FollowUpPlanView, UpdateFollowUpPlanRequest>({
      query: (body) => ({ url: '/api/follow-up-plan', method: 'PUT', body }),
      transformResponse: (response: FollowUpPlanResponse) => response.plan,
      invalidatesTags: ['FollowUpPlan'],
    }),
  }),
});

export const { useFollowUpPlanQuery, useUpdateFollowUpPlanMutation } = followUpsApi;
