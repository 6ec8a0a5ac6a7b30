// The readable cookies the server sets beside its httpOnly session cookie (000 §4): local sign-in
// state is only believed while `auth_state` is 'authenticated' and `session_check` is present.

const readCookie = (name: string): string | null => {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
};

export const authCookiesSayAuthenticated = (): boolean =>
  readCookie('auth_state') === 'authenticated' && Boolean(readCookie('session_check'));
