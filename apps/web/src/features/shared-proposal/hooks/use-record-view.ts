import { useEffect, useRef } from 'react';
import { useTrackProposalViewMutation } from '../api/shared-proposal-api';

/** Records one view of the proposal once it has loaded (000 §7: on open), never twice per page. */
export const useRecordView = (token: string, loaded: boolean) => {
  const [trackView] = useTrackProposalViewMutation();
  // Survives React's development double-run of effects, so that run records nothing extra.
  const recordedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!loaded || recordedFor.current === token) return;
    recordedFor.current = token;
    trackView(token)
      .unwrap()
      .catch((error: unknown) => console.warn('Recording the proposal view failed', error));
  }, [loaded, token, trackView]);
};
