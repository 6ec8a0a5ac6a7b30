// The browser-side record of who is signed in, as the spec stores it: `user` (JSON),
// `userType`, `isAuthenticated` ('true') and `authTimestamp` in localStorage. Any change is
// announced with the window event `authStateChanged`.

export const AUTH_STATE_CHANGED_EVENT = 'authStateChanged';

export type AuthStateChangedDetail = { authenticated: boolean };

export type StoredUser = {
  username: string;
  email: string;
};

const STORAGE_KEYS = ['user', 'userType', 'isAuthenticated', 'authTimestamp'] as const;

const readString = (record: Record<string, unknown>, key: string): string => {
  const value = record[key];
  return typeof value === 'string' ? value : '';
};

export const parseStoredUser = (
  rawUser: string | null,
  isAuthenticated: string | null,
): StoredUser | null => {
  if (isAuthenticated !== 'true' || rawUser === null) return null;
  try {
    const parsed: unknown = JSON.parse(rawUser);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    return { username: readString(record, 'username'), email: readString(record, 'email') };
  } catch {
    return null;
  }
};

export const readStoredSessionKeys = (): {
  user: string | null;
  isAuthenticated: string | null;
} => ({
  user: localStorage.getItem('user'),
  isAuthenticated: localStorage.getItem('isAuthenticated'),
});

export const announceAuthState = (detail: AuthStateChangedDetail): void => {
  window.dispatchEvent(new CustomEvent(AUTH_STATE_CHANGED_EVENT, { detail }));
};

export const clearStoredSession = (): void => {
  for (const key of STORAGE_KEYS) localStorage.removeItem(key);
  announceAuthState({ authenticated: false });
};

/** Calls `onChange` whenever this tab announces a change or another tab edits storage. */
export const subscribeToStoredSession = (onChange: () => void): (() => void) => {
  window.addEventListener(AUTH_STATE_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(AUTH_STATE_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
};
