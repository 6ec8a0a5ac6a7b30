import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type {
  DeclineProposalResponse,
  DepositCheckoutResponse,
  RequestNewLinkResponse,
  SharedProposalResponse,
} from '@vanilla/contracts';
import { env } from '../../../config/env';
import { succeeded } from '../../../lib/api-error';

// Spec 000 §7 and the signature of §3: one endpoint records a view (token alone) or signs (token,
// PNG data URL, name, email, and the consent to sign electronically, without which it refuses).
export type SignProposalRequest = {
  token: string;
  signature: string;
  name: string;
  email: string;
  consent: true;
  optionId?: string;
  addOnIds?: string[];
};

export type SignProposalResponse = { success: true; signed_at: string };

export type ProposalMessageRequest = {
  token: string;
  name: string;
  email: string;
  message: string;
};

type Succeeded = { success: true };

// The client's page calls the API with fetch rather than through the app's RTK Query store: the
// page has an entry of its own for phones, in which that library would be a fifth of the script.
// A failure takes RTK Query's shape, so `describeApiFailure` reads it as it reads every other call,
// and `{ success: false }` is a failure whatever its status (`succeeded`), as in the app.
const failure = (error: FetchBaseQueryError) => error;

const call = async <Result>(path: string, body?: unknown): Promise<Result> => {
  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}${path}`, {
      credentials: 'include',
      ...(body === undefined
        ? { cache: 'no-cache' }
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
    });
  } catch (error) {
    throw failure({ status: 'FETCH_ERROR', error: String(error) });
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text === '' ? null : JSON.parse(text);
  } catch (error) {
    throw failure({
      status: 'PARSING_ERROR',
      originalStatus: response.status,
      data: text,
      error: String(error),
    });
  }
  if (!succeeded(response, data)) throw failure({ status: response.status, data });
  return data as Result;
};

export const fetchSharedProposal = (token: string) =>
  call<SharedProposalResponse>(`/api/proposal/${encodeURIComponent(token)}`);

export const trackProposalView = (token: string) =>
  call<Succeeded>('/api/track-proposal-view', { token });

export const signProposal = (request: SignProposalRequest) =>
  call<SignProposalResponse>('/api/track-proposal-view', request);

export const sendProposalMessage = (request: ProposalMessageRequest) =>
  call<Succeeded>('/api/proposal-message', request);

// The client's "no", with their reason ('' for none).
export const declineProposal = (token: string, reason: string) =>
  call<DeclineProposalResponse>(`/api/proposals/${encodeURIComponent(token)}/decline`, { reason });

// The client of an expired link asks the contractor for a new one.
export const requestNewLink = (token: string, message: string) =>
  call<RequestNewLinkResponse>(
    `/api/proposals/${encodeURIComponent(token)}/request-new-link`,
    message ? { message } : {},
  );

// Stripe Checkout's page for a signed proposal's deposit.
export const startDepositCheckout = (token: string) =>
  call<DepositCheckoutResponse>(`/api/proposals/${encodeURIComponent(token)}/deposit/checkout`, {});
