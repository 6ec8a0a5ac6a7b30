import { useSyncExternalStore } from 'react';
import { Alert } from '../../../components/ui/alert';
import { getAuthNotice, setAuthNotice, subscribeToAuthNotice } from '../utils/auth-notice';

/** Shows the app-wide sign-in notice (expired session, state mismatch) until dismissed. */
export const AuthNoticeBanner = () => {
  const notice = useSyncExternalStore(subscribeToAuthNotice, getAuthNotice, () => null);
  if (!notice) return null;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
      <Alert tone="error" onDismiss={() => setAuthNotice(null)}>
        {notice}
      </Alert>
    </div>
  );
};

/** The current notice, for pages that would otherwise repeat it. */
export const useAuthNotice = (): string | null =>
  useSyncExternalStore(subscribeToAuthNotice, getAuthNotice, () => null);
