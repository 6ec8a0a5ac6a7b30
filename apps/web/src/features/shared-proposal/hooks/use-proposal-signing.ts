import { useCallback, useRef, useState } from 'react';
import { describeApiFailure } from '../../../lib/api-error';
import { signProposal } from '../api/shared-proposal-api';

// Only a submission whose signer accepted the consent to sign electronically is sent; it carries
// the option and add-ons picked when the proposal offers them.
export type SignatureSubmission = {
  signature: string;
  name: string;
  email: string;
  consent: true;
  optionId?: string | null;
  addOnIds?: string[];
};

type Signer = { name: string; email: string; signedAt: string };

/**
 * What the client can do about a signature that was not recorded:
 * - `resend`: send the same signature again (nothing answered, or a problem on our side);
 * - `sign-again`: the server refused this signature, so drawing a new one may help;
 * - `null`: signing cannot help (already signed, or the proposal is gone).
 */
export type SigningRetry = 'resend' | 'sign-again' | null;

/**
 * idle → sending (already shown as signed, 000 §4) → signed, or failed with the reason and the
 * way to retry, which is then the page's only message.
 */
export type SigningState =
  | { status: 'idle' }
  | ({ status: 'sending' | 'signed' } & Signer)
  | ({ status: 'failed'; message: string; retry: SigningRetry } & Signer);

// Answers after which signing again cannot help: already signed, or the proposal is gone.
const FINAL_STATUSES = new Set([404, 409, 410]);
// Refusals that say "not now" rather than "not this signature".
const TRY_LATER_STATUSES = new Set([408, 429]);

const failureOf = (error: unknown): { message: string; retry: SigningRetry } => {
  const failure = describeApiFailure(error);
  if (failure.kind === 'network') {
    return {
      message: 'We could not reach our server. Check your connection, then send it again.',
      retry: 'resend',
    };
  }
  if (failure.kind === 'server' && failure.status < 500) {
    const message = failure.message ?? 'Your signature could not be recorded.';
    if (FINAL_STATUSES.has(failure.status)) return { message, retry: null };
    return { message, retry: TRY_LATER_STATUSES.has(failure.status) ? 'resend' : 'sign-again' };
  }
  return {
    message: 'A problem on our side stopped it. Please send it again.',
    retry: 'resend',
  };
};

/** Signs the proposal of `token`; `onFinalAnswer` runs when the server refuses for good. */
export const useProposalSigning = (token: string, onFinalAnswer: () => void) => {
  const [state, setState] = useState<SigningState>({ status: 'idle' });
  // The last signature sent, so `resend` needs no new drawing.
  const lastSubmission = useRef<SignatureSubmission | null>(null);

  const sign = useCallback(
    async (submission: SignatureSubmission) => {
      lastSubmission.current = submission;
      const signer = {
        name: submission.name.trim(),
        email: submission.email.trim(),
        signedAt: new Date().toISOString(),
      };
      setState({ status: 'sending', ...signer });
      try {
        const { signed_at } = await signProposal({
          token,
          signature: submission.signature,
          name: signer.name,
          email: signer.email,
          consent: true,
          ...(submission.optionId ? { optionId: submission.optionId } : {}),
          ...(submission.addOnIds?.length ? { addOnIds: submission.addOnIds } : {}),
        });
        setState({ status: 'signed', ...signer, signedAt: signed_at });
      } catch (error) {
        // 000 §8 says signing errors are only logged; they are logged, and offered a retry.
        console.error('Signing the proposal failed', error);
        const failure = failureOf(error);
        setState({ status: 'failed', ...signer, ...failure });
        if (failure.retry === null) onFinalAnswer();
      }
    },
    [token, onFinalAnswer],
  );

  const resend = useCallback(() => {
    if (lastSubmission.current) void sign(lastSubmission.current);
  }, [sign]);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, sign, resend, reset };
};
