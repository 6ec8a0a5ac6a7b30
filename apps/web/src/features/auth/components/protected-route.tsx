import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { MainContent } from '../../../components/layouts/main-content';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../hooks/use-session';
import { authMessages } from '../utils/auth-notice';
import { useAuthNotice } from './auth-notice-banner';
import { signInRedirect } from '../utils/return-to';
import { AccessDenied } from './access-denied';

/** The account types allowed into the business areas and the proposal wizard (000 §6). */
export const BUSINESS_ROLES: readonly string[] = ['manager', 'member'];

type ProtectedRouteProps = {
  allowedRoles?: readonly string[];
  /** Defaults to the child routes. */
  children?: ReactNode;
};

// <Navigate> navigates again whenever its target changes before the (asynchronous) navigation
// lands, and the session sync clears the stored sign-in meanwhile: keep the first target, whose
// message still knows the visitor had been signed in.
const SignInRedirect = ({ to }: { to: string }) => {
  const [target] = useState(to);
  return <Navigate replace to={target} />;
};

/**
 * The protected-route wrapper (000 §2): visitors go to the sign-in page with a way back; other
 * account types, or a session the server could not verify, see Access Denied. A stored sign-in
 * under 60 minutes old shows the page while the server confirms it (000 §4).
 */
export const ProtectedRoute = ({
  allowedRoles = BUSINESS_ROLES,
  children,
}: ProtectedRouteProps) => {
  const session = useSession();
  const notice = useAuthNotice();
  const { pathname, search } = useLocation();
  const page = children ?? <Outlet />;
  const permitted = allowedRoles.includes(session.account?.userType ?? '');

  if (session.status === 'unauthenticated') {
    // The session sync may already have cleared the stored sign-in (a page call's 401 asked the
    // server again meanwhile): its notice still says this visitor's session has just ended.
    const expired = session.wasSignedIn || notice === authMessages.expired;
    const message = expired ? authMessages.expired : authMessages.signInRequired;
    return <SignInRedirect to={signInRedirect(`${pathname}${search}`, message)} />;
  }
  if (session.status === 'authenticated') {
    if (permitted) return page;
    return (
      <MainContent>
        <AccessDenied />
      </MainContent>
    );
  }
  // Only the server refuses a role; a stored one merely lets the page show early.
  if (session.status === 'checking' && session.trustedWhileChecking && permitted) return page;
  if (session.status === 'unverified') {
    return (
      <MainContent>
        <AccessDenied detail={authMessages.verifyFailed} />
      </MainContent>
    );
  }
  return (
    <MainContent>
      <Spinner label="Checking your sign-in…" className="py-32" />
    </MainContent>
  );
};
