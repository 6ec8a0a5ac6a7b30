import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { invalidateSession, useCheckAuthQuery } from '../api/auth-api';
import { authCookiesSayAuthenticated } from '../utils/auth-cookies';
import { authMessages, setAuthNotice } from '../utils/auth-notice';
import {
  AUTH_STATE_CHANGED_EVENT,
  clearStoredSession,
  isFresh,
  readStoredSession,
  storeSession,
} from '../utils/stored-session';

// Local sign-in state that the cookies contradict is dropped (000 §4 cookie consistency).
const checkCookieConsistency = () => {
  if (readStoredSession().flagged && !authCookiesSayAuthenticated()) {
    clearStoredSession();
    setAuthNotice(authMessages.mismatch);
  }
};

/**
 * Keeps the stored sign-in in step with the server, once for the whole app (000 §4):
 * - at start, and when the tab becomes visible again, local state is checked against the cookies
 *   (and, once the stored sign-in is over 60 minutes old, against the server);
 * - every `authStateChanged` asks the server again;
 * - a confirmed session stores the user, user type and a fresh timestamp; a refused or failed
 *   check clears them and says why.
 */
export const useSessionSync = (): void => {
  const dispatch = useDispatch();
  const { data, isError, isFetching } = useCheckAuthQuery();

  useEffect(() => {
    checkCookieConsistency();
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      checkCookieConsistency();
      // Past the freshness window the stored sign-in proves nothing: confirm it (000 §4).
      const stored = readStoredSession();
      if (stored.flagged && !isFresh(stored)) dispatch(invalidateSession());
    };
    const onAuthStateChanged = () => dispatch(invalidateSession());
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener(AUTH_STATE_CHANGED_EVENT, onAuthStateChanged);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener(AUTH_STATE_CHANGED_EVENT, onAuthStateChanged);
    };
  }, [dispatch]);

  useEffect(() => {
    if (isFetching || (data === undefined && !isError)) return;
    if (!isError && data?.authenticated) {
      storeSession({ ...data.user, user_type: data.user_type });
      setAuthNotice(null);
      return;
    }
    if (readStoredSession().flagged) {
      clearStoredSession();
      setAuthNotice(isError ? authMessages.verifyFailed : authMessages.expired);
    }
  }, [data, isError, isFetching]);
};
