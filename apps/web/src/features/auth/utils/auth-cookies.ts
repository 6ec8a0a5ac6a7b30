import { parseCookie } from 'cookie';

// The readable cookies the server sets beside its httpOnly session cookie (000 §4): local sign-in
// state is only believed while `auth_state` is 'authenticated' and `session_check` is present. A
// value that is not valid percent-encoding is read as sent rather than failing the page.
export const authCookiesSayAuthenticated = (): boolean => {
  const cookies = parseCookie(document.cookie);
  return cookies.auth_state === 'authenticated' && Boolean(cookies.session_check);
};
