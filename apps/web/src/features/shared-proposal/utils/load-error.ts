import type { ExpiredProposalResponse } from '@vanilla/contracts';
import { describeApiFailure } from '../../../lib/api-error';

export type LoadError = { detail: string; hint: string };

const EXPIRED_HINT =
  'This proposal may have expired or been removed. Please check the link, or contact the company that sent it.';

// Spec 000 §8, shared proposal: "Failed to load proposal data" when the server answered with a
// failure, "An error occurred while loading the proposal" when the call itself failed.
export const describeLoadError = (error: unknown): LoadError => {
  const failure = describeApiFailure(error);
  if (failure.kind === 'server') {
    return {
      detail: 'Failed to load proposal data',
      hint:
        failure.status === 410
          ? `${failure.message ?? 'This proposal has been removed.'} Please contact the company that sent it if you still need it.`
          : EXPIRED_HINT,
    };
  }
  return { detail: 'An error occurred while loading the proposal', hint: EXPIRED_HINT };
};

export const invalidTokenError: LoadError = {
  detail: 'Invalid proposal token',
  hint: 'The link looks incomplete. Please open it again from the message you received.',
};

// The server's answer when the link is past its expiry (410 with `expired`), or null.
export const expiredProposalOf = (error: unknown): ExpiredProposalResponse | null => {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  if (status !== 410 || typeof data !== 'object' || data === null) return null;
  return (data as Partial<ExpiredProposalResponse>).expired === true
    ? (data as ExpiredProposalResponse)
    : null;
};
