import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from '../../components/layouts/site-footer';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { useStoredUser } from '../../features/auth/hooks/use-stored-user';
import { Navbar } from '../../features/navigation/components/navbar';

// The public shell: navigation bar, page, footer. Auth and navigation meet here so neither
// feature imports the other.
export const RootLayout = () => {
  const user = useStoredUser();
  const signOut = useSignOut();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Navbar user={user} onSignOut={signOut} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
};
