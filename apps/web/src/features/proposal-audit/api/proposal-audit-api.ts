import type { ProposalHistoryResponse, SignatureCertificate } from '@vanilla/contracts';
import { env } from '../../../config/env';
import { baseApi } from '../../../lib/base-api';

export type HistoryRequest = { token: string; at: string | null };

const tokenPath = (token: string) => `/api/proposals/${encodeURIComponent(token)}`;

/** The signature PNG an auditor sees; the session cookie goes with the image request. */
export const signatureImageUrl = (token: string) =>
  `${env.apiUrl}${tokenPath(token)}/signature.png`;

/** A photo of a shared proposal, from the path the API gives it. */
export const proposalPhotoUrl = (path: string) => `${env.apiUrl}${path}`;

const proposalAuditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    proposalHistory: build.query<ProposalHistoryResponse, HistoryRequest>({
      query: ({ token, at }) => ({
        url: `${tokenPath(token)}/history`,
        params: at ? { at } : undefined,
      }),
    }),
    signatureCertificate: build.query<SignatureCertificate, string>({
      query: (token) => `${tokenPath(token)}/certificate`,
    }),
  }),
});

export const { useProposalHistoryQuery, useSignatureCertificateQuery } = proposalAuditApi;
