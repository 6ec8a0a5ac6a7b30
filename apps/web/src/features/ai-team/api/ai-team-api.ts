import type { AiTeamMember, AiTeamResponse } from '@vanilla/contracts';
import { baseApi } from '../../../lib/base-api';

const aiTeamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /api/ai-team: the receptionists the caller sees, with the figures of their calls.
    aiTeam: build.query<AiTeamMember[], void>({
      query: () => '/api/ai-team',
      transformResponse: (response: AiTeamResponse) => response.members,
    }),
  }),
});

export const { useAiTeamQuery } = aiTeamApi;
