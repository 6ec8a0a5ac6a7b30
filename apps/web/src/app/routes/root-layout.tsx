import { Outlet, ScrollRestoration } from 'react-router';
import { AuthNoticeBanner } from '../../features/auth/components/auth-notice-banner';
import { useSession } from '../../features/auth/hooks/use-session';
import { useSessionSync } from '../../features/auth/hooks/use-session-sync';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { Navbar } from '../../features/navigation/components/navbar';
import { NavigationProgress } from './page-loading';

// The shell of every page: navigation bar and the sign-in notice above the page's own layout.
// Auth and navigation meet here so neither feature imports the other.
export const RootLayout = () => {
  useSessionSync();
  const { account } = useSession();
  const signOut = useSignOut();
  const user = account ? { username: account.username, email: account.email } : null;
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Navbar user={user} onSignOut={() => void signOut()} />
      <AuthNoticeBanner />
      <Outlet />
      <ScrollRestoration />
    </div>
  );
};
