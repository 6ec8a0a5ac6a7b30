import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { baseApi } from '../../../lib/base-api';
import { useSignOutMutation } from '../api/auth-api';
import { announceAuthState, clearStoredSession } from '../utils/stored-session';

/**
 * Sign Out (000 §4): ends the server session, forgets the stored user, says so with
 * `authStateChanged` and goes home. A failed logout is only logged and changes nothing.
 */
export const useSignOut = (): (() => Promise<void>) => {
  const [signOut] = useSignOutMutation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  return useCallback(async () => {
    try {
      await signOut().unwrap();
    } catch (error) {
      console.error('Sign-out failed', error);
      return;
    }
    // Leave any protected page first, so it does not bounce to the sign-in page on the way out.
    await navigate(paths.home);
    // Nothing the previous user loaded may linger in the cache.
    dispatch(baseApi.util.resetApiState());
    clearStoredSession();
    announceAuthState({ authenticated: false });
  }, [signOut, navigate, dispatch]);
};
