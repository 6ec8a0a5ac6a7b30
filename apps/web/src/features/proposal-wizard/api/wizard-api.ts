import type { GenerateProposalResponse, ShareProposalResponse } from '@vanilla/contracts';
import type { GenerateProposalRequest, ShareProposalRequest } from '@vanilla/contracts/dto';
import type { RefusedAnswer } from '../../../lib/api-error';
import { baseApi } from '../../../lib/base-api';

// The wizard's two calls (001 §7): write the proposal from the form, then share it by link.
const wizardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    generateProposal: build.mutation<
      GenerateProposalResponse | RefusedAnswer,
      GenerateProposalRequest
    >({
      query: (body) => ({ url: '/api/generate-proposal', method: 'POST', body }),
    }),
    shareProposal: build.mutation<ShareProposalResponse, ShareProposalRequest>({
      query: (body) => ({ url: '/api/share-proposal', method: 'POST', body }),
    }),
  }),
});

export const { useGenerateProposalMutation, useShareProposalMutation } = wizardApi;
