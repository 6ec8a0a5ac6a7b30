import type { ProposalPresence, ProposalPresenceResponse } from '@vanilla/contracts';
import { baseApi } from '../../../lib/base-api';
import { patchCacheOnEvent } from '../../../lib/socket';

// A proposal a client is reading now: the section, and since when.
export type Viewing = { section: string; since: string };

// By token, the caller's proposals a client is reading now.
export type PresenceByToken = Record<string, Viewing>;

/** A pushed `proposal.presence` applied to the loaded presence: a section replaces, null clears. */
export const applyPresence = (draft: PresenceByToken, presence: ProposalPresence): void => {
  if (presence.section === null) delete draft[presence.token];
  else draft[presence.token] = { section: presence.section, since: presence.since };
};

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
