import type { ProposalPresenceResponse } from '@vanilla/contracts';
import { baseApi } from '../../../lib/base-api';
import { patchCacheOnEvent } from '../../../lib/socket';
import { applyPresence, type PresenceByToken, type Viewing } from '../utils/apply-presence';

const presenceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /api/proposals/presence: who is reading now when the dashboard opens; kept live by
    // `proposal.presence`, and fetched again on every (re)connection (pushes missed meanwhile).
    proposalPresence: build.query<PresenceByToken, void>({
      query: () => '/api/proposals/presence',
      transformResponse: (response: ProposalPresenceResponse) =>
        Object.fromEntries(
          response.presence.map(({ token, section, since }) => [token, { section, since }]),
        ),
      async onCacheEntryAdded(_arg, lifecycle) {
        await patchCacheOnEvent(lifecycle, 'proposal.presence', applyPresence, () =>
          lifecycle.dispatch(
            presenceApi.endpoints.proposalPresence.initiate(undefined, {
              forceRefetch: true,
              subscribe: false,
            }),
          ),
        );
      },
    }),
  }),
});

/** What a client is reading of the proposal now, or null. */
export const useViewing = (token: string): Viewing | null =>
  presenceApi.useProposalPresenceQuery(undefined, {
    selectFromResult: ({ data }) => ({ viewing: data?.[token] ?? null }),
  }).viewing;
