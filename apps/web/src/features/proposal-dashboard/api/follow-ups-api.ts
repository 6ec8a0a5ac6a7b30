import type { NextFollowUp, ProposalFollowUpsResponse } from '@vanilla/contracts';
import { baseApi } from '../../../lib/base-api';
import { patchCacheOnEvent } from '../../../lib/socket';
import { applyFollowUp, type FollowUpsByToken } from '../utils/apply-follow-up';

const followUpsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /api/proposals/follow-ups: the follow-ups to come when the dashboard opens; kept live by
    // `proposal.follow_up`, and fetched again on every (re)connection (pushes missed meanwhile).
    proposalFollowUps: build.query<FollowUpsByToken, void>({
      query: () => '/api/proposals/follow-ups',
      transformResponse: (response: ProposalFollowUpsResponse) =>
        Object.fromEntries(
          response.follow_ups.flatMap(({ token, next_follow_up }) =>
            next_follow_up ? [[token, next_follow_up]] : [],
          ),
        ),
      async onCacheEntryAdded(_arg, lifecycle) {
        await patchCacheOnEvent(lifecycle, 'proposal.follow_up', applyFollowUp, () =>
          lifecycle.dispatch(
            followUpsApi.endpoints.proposalFollowUps.initiate(undefined, {
              forceRefetch: true,
              subscribe: false,
            }),
          ),
        );
      },
    }),
  }),
});

/** The proposal's next automatic follow-up, or null when none is to come. */
export const useNextFollowUp = (token: string): NextFollowUp | null =>
  followUpsApi.useProposalFollowUpsQuery(undefined, {
    selectFromResult: ({ data }) => ({ next: data?.[token] ?? null }),
  }).next;
