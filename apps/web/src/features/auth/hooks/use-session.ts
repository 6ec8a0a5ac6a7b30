import type { Tier } from '@vanilla/contracts';
import { useCheckAuthQuery } from '../api/auth-api';
import { isFresh } from '../utils/stored-session';
import { useStoredSession } from './use-stored-session';

/**
 * - `checking`: the server has not answered yet (or is answering again);
 * - `authenticated` / `unauthenticated`: what GET /auth/check-auth said;
 * - `unverified`: the check itself failed, so nobody can be trusted as signed in.
 */
export type SessionStatus = 'checking' | 'authenticated' | 'unauthenticated' | 'unverified';

export type Account = {
  id: string;
  username: string;
  email: string;
  companyName: string;
  /** 'manager' or 'member' for every account the product knows; anything else is refused. */
  userType: string;
  /** Known only once the server has confirmed the session. */
  tier: Tier | null;
};

export type Session = {
  status: SessionStatus;
  /**
   * Who is signed in: the server's answer when it says authenticated, otherwise the stored user
   * (000 §4: the navigation falls back to stored data), and nobody when the check failed.
   */
  account: Account | null;
  /**
   * Pages may show while the server (re)checks: the stored user is under 60 minutes old (000 §4),
   * or the server already confirmed this session and is only being asked again.
   */
  trustedWhileChecking: boolean;
  /** The browser believed it was signed in (the `isAuthenticated` flag is set). */
  wasSignedIn: boolean;
};

export const useSession = (): Session => {
  const stored = useStoredSession();
  const { data, isError, isFetching } = useCheckAuthQuery();

  const status: SessionStatus = isFetching
    ? 'checking'
    : isError
      ? 'unverified'
      : data === undefined
        ? 'checking'
        : data.authenticated
          ? 'authenticated'
          : 'unauthenticated';

  let account: Account | null = null;
  if (status === 'authenticated' && data?.authenticated) {
    account = {
      id: data.user.id,
      username: data.user.username,
      email: data.user.email,
      companyName: data.user.company_name,
      userType: data.user_type,
      tier: data.current_tier,
    };
  } else if (status !== 'unverified' && stored.user) {
    account = {
      id: stored.user.id,
      username: stored.user.username,
      email: stored.user.email,
      companyName: stored.user.company_name,
      userType: stored.user.user_type,
      tier: null,
    };
  }

  const confirmedBefore = !isError && data?.authenticated === true;
  return {
    status,
    account,
    trustedWhileChecking: isFresh(stored) || confirmedBefore,
    wasSignedIn: stored.flagged,
  };
};
