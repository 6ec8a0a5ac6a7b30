import { paths } from '../../../config/paths';

/**
 * A path of this site to go back to, or null. Only same-origin paths are followed, so a crafted
 * link cannot send a freshly signed-in user to another site.
 */
export const safeReturnTo = (value: string | null | undefined): string | null => {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
};

/** `/signin?returnTo={path+query}&authError={message}` (000 §2, protected-route wrapper). */
export const signInRedirect = (returnTo: string, authError: string): string => {
  const query = new URLSearchParams({ returnTo, authError });
  return `${paths.signIn}?${query.toString()}`;
};
