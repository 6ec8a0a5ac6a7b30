import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { clearStoredSession } from '../utils/stored-session';

/** Forgets the stored session, tells the app (`authStateChanged`) and goes home. */
export const useSignOut = (): (() => void) => {
  const navigate = useNavigate();
  return useCallback(() => {
    clearStoredSession();
    void navigate(paths.home);
  }, [navigate]);
};
