import type { GenerateProposalResponse, TemplateChoice } from '@vanilla/contracts';
import type { RefusedAnswer } from '../../../lib/api-error';
import { baseApi } from '../../../lib/base-api';

export type VoiceToProposalRequest = {
  voiceTranscript: string;
  templateChoice: TemplateChoice;
};

// POST /api/voice-to-proposal (000 §7): the landing page's typed or dictated notes.
const proposalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    voiceToProposal: build.mutation<
      GenerateProposalResponse | RefusedAnswer,
      VoiceToProposalRequest
    >({
      query: (body) => ({ url: '/api/voice-to-proposal', method: 'POST', body }),
    }),
  }),
});

export const { useVoiceToProposalMutation } = proposalsApi;
