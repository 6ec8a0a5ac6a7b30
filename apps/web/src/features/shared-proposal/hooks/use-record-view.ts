import { useEffect, useRef } from 'react';
import { trackProposalView } from '../api/shared-proposal-api';

/** Records one view of the proposal once it has loaded (000 §7: on open), never twice per page. */
export const useRecordView = (token: string, loaded: boolean) => {
  // Survives React's development double-run of effects, so that run records nothing extra.
  const recordedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!loaded || recordedFor.current === token) return;
    recordedFor.current = token;
    trackProposalView(token).catch((error: unknown) =>
      console.warn('Recording the proposal view failed', error),
    );
  }, [loaded, token]);
};
