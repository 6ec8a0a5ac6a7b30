import type { SharedProposalResponse } from '@vanilla/contracts';
import { baseApi, succeeded } from '../../../lib/base-api';

// Spec 000 §7 and the signature of §3: one endpoint records a view (token alone) or signs (token,
// PNG data URL, name, email).
export type SignProposalRequest = {
  token: string;
  signature: string;
  name: string;
  email: string;
};

export type SignProposalResponse = { success: true; signed_at: string };

export type ProposalMessageRequest = {
  token: string;
  name: string;
  email: string;
  message: string;
};

type Succeeded = { success: true };

const sharedProposalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // `success: false` is a failure: the error page, never an empty proposal with a Sign button.
    sharedProposal: build.query<SharedProposalResponse, string>({
      query: (token) => ({
        url: `/api/proposal/${encodeURIComponent(token)}`,
        cache: 'no-cache',
        validateStatus: succeeded,
      }),
    }),
    trackProposalView: build.mutation<Succeeded, string>({
      query: (token) => ({ url: '/api/track-proposal-view', method: 'POST', body: { token } }),
    }),
    signProposal: build.mutation<SignProposalResponse, SignProposalRequest>({
      query: (body) => ({
        url: '/api/track-proposal-view',
        method: 'POST',
        body,
        validateStatus: succeeded,
      }),
    }),
    sendProposalMessage: build.mutation<Succeeded, ProposalMessageRequest>({
      query: (body) => ({ url: '/api/proposal-message', method: 'POST', body }),
    }),
  }),
});

export const {
  useSharedProposalQuery,
  useTrackProposalViewMutation,
  useSignProposalMutation,
  useSendProposalMessageMutation,
} = sharedProposalApi;

/** A proposal the server sent with the page, into the cache: the page shows it without asking. */
export const seedSharedProposal = (token: string, proposal: SharedProposalResponse) =>
  sharedProposalApi.util.upsertQueryData('sharedProposal', token, proposal);
