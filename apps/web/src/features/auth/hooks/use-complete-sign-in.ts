import type { SessionUser } from '@vanilla/contracts';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi } from '../../../lib/base-api';
import { setAuthNotice } from '../utils/auth-notice';
import { announceAuthState, storeSession } from '../utils/stored-session';

/** After sign-in or sign-up: remember the user, drop any other user's cache, tell the app. */
export const useCompleteSignIn = (): ((user: SessionUser) => void) => {
  const dispatch = useDispatch();
  return useCallback(
    (user: SessionUser) => {
      storeSession(user);
      setAuthNotice(null);
      dispatch(baseApi.util.resetApiState());
      announceAuthState({ authenticated: true });
    },
    [dispatch],
  );
};
