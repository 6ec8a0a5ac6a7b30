import type { ProposalReadingResponse, ProposalReadingView } from '@vanilla/contracts';
import { baseApi } from '../../../lib/base-api';

const readingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // GET /api/proposals/{token}/reading: what the client read, across visits (the Reading panel).
    proposalReading: build.query<ProposalReadingView, string>({
      query: (token) => `/api/proposals/${encodeURIComponent(token)}/reading`,
      transformResponse: (response: ProposalReadingResponse) => response.reading,
    }),
  }),
});

export const { useProposalReadingQuery } = readingApi;
