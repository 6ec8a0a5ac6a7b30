import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error';
import { useTestModeStatusQuery, useToggleTestModeMutation } from '../api/receptionists-api';
import { testModeView, type TestModeView } from '../utils/test-mode';

export type TestMode = {
  /** Null until the server has answered (or failed to). */
  view: TestModeView | null;
  toggle: () => Promise<void>;
  isToggling: boolean;
  /** Why the last switch failed, or null. */
  error: string | null;
};

/** Test mode (001 §4, §7): the server's status, and the switch for callers it allows. */
export const useTestMode = (): TestMode => {
  const { data, isError } = useTestModeStatusQuery();
  const [toggleTestMode, { isLoading: isToggling }] = useToggleTestModeMutation();
  const [error, setError] = useState<string | null>(null);
  const view = testModeView(data, isError, window.location.hostname);

  const toggle = async () => {
    if (!view?.canToggle) return;
    setError(null);
    try {
      await toggleTestMode({ testMode: !view.testMode }).unwrap();
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Could not switch test mode. Please try again.'));
    }
  };

  return { view, toggle, isToggling, error };
};
