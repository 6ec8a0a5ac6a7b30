import { useCallback, useState } from 'react';
import { describeApiFailure } from '../../../lib/api-error';
import { useSignProposalMutation } from '../api/shared-proposal-api';

export type SignatureSubmission = { signature: string; name: string; email: string };

type Signer = { name: string; email: string; signedAt: string };

/**
 * idle → sending (already shown as signed, 000 §4) → signed, or failed with the reason. A failed
 * signature stays shown as signed, as the spec asks, but its reason is shown too.
 */
export type SigningState =
  | { status: 'idle' }
  | ({ status: 'sending' | 'signed' } & Signer)
  | ({ status: 'failed'; message: string; canRetry: boolean } & Signer);

// Answers after which signing again cannot help: already signed, or the proposal is gone.
const FINAL_STATUSES = new Set([404, 409, 410]);

const failureOf = (error: unknown): { message: string; canRetry: boolean } => {
  const failure = describeApiFailure(error);
  if (failure.kind === 'network') {
    return {
      message: 'Your signature could not be sent. Please check your connection and try again.',
      canRetry: true,
    };
  }
  if (failure.kind === 'server' && failure.status < 500) {
    return {
      message: failure.message ?? 'Your signature could not be recorded.',
      canRetry: !FINAL_STATUSES.has(failure.status),
    };
  }
  return {
    message:
      'Your signature could not be recorded because of a problem on our side. Please try again.',
    canRetry: true,
  };
};

/** Signs the proposal of `token`; `onFinalAnswer` runs when the server refuses for good. */
export const useProposalSigning = (token: string, onFinalAnswer: () => void) => {
  const [signProposal] = useSignProposalMutation();
  const [state, setState] = useState<SigningState>({ status: 'idle' });

  const sign = useCallback(
    async ({ signature, name, email }: SignatureSubmission) => {
      const signer = { name: name.trim(), email: email.trim(), signedAt: new Date().toISOString() };
      setState({ status: 'sending', ...signer });
      try {
        const { signed_at } = await signProposal({ token, signature, ...signer }).unwrap();
        setState({ status: 'signed', ...signer, signedAt: signed_at });
      } catch (error) {
        // 000 §8 says signing errors are only logged; they are logged, and shown as well.
        console.error('Signing the proposal failed', error);
        const failure = failureOf(error);
        setState({ status: 'failed', ...signer, ...failure });
        if (!failure.canRetry) onFinalAnswer();
      }
    },
    [signProposal, token, onFinalAnswer],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  return { state, sign, reset };
};
