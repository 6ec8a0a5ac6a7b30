import type { AiTeamMember, AiTeamResponse } from '@vanilla/contracts';
import { baseApi } from '../../../lib/base-api';
import { refetchOnEvents } from '../../../lib/socket';

const aiTeamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /api/ai-team: the receptionists the caller sees, with the figures of their calls. Those
    // figures are counted over calls, so a call or a receptionist pushed for the company makes the
    // list load again rather than patching it.
    aiTeam: build.query<AiTeamMember[], void>({
      query: () => '/api/ai-team',
      transformResponse: (response: AiTeamResponse) => response.members,
      async onCacheEntryAdded(_args, lifecycle) {
        await refetchOnEvents(
          lifecycle,
          ['call.updated', 'receptionist.updated', 'receptionist.deleted'],
          () =>
            lifecycle.dispatch(
              aiTeamApi.endpoints.aiTeam.initiate(undefined, {
                forceRefetch: true,
                subscribe: false,
              }),
            ),
        );
      },
    }),
  }),
});

export const { useAiTeamQuery } = aiTeamApi;
