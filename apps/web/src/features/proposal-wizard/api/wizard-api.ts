import type {
  GenerateProposalResponse,
  SendProposalResponse,
  ShareProposalResponse,
} from '@vanilla/contracts';
import type {
  GenerateProposalRequest,
  SendProposalRequest,
  ShareProposalRequest,
} from '@vanilla/contracts/dto';
import type { RefusedAnswer } from '../../../lib/api-error';
import { baseApi } from '../../../lib/base-api';

// The wizard's calls (001 §7): write the proposal from the form, share it by link, and (Super
// Pro) send the link to the client.
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
    sendProposal: build.mutation<SendProposalResponse, SendProposalRequest>({
      query: (body) => ({ url: '/api/send-proposal', method: 'POST', body }),
    }),
  }),
});

export const { useGenerateProposalMutation, useSendProposalMutation, useShareProposalMutation } =
  wizardApi;
