import type { SessionUser } from '@vanilla/contracts';

// The browser-side record of who is signed in, as the spec stores it (000 §3): `user` (JSON with
// username, email, id, user_type, company_name), `userType`, `isAuthenticated` ('true') and
// `authTimestamp` (milliseconds since the epoch) in localStorage. Sign-in, sign-up and sign-out
// are announced with the window event `authStateChanged`.

export const AUTH_STATE_CHANGED_EVENT = 'authStateChanged';

export type AuthStateChangedDetail = { authenticated: boolean };

/** How long a remembered sign-in is trusted before the server confirms it (000 §4, §9). */
export const SESSION_FRESHNESS_MS = 60 * 60 * 1000;

export type StoredUser = {
  id: string;
  username: string;
  email: string;
  user_type: string;
  company_name: string;
};

export type StoredSession = {
  /** The parsed user, or null when none is stored, it does not parse, or the flag is not set. */
  user: StoredUser | null;
  /** The `isAuthenticated` flag is 'true'. */
  flagged: boolean;
  /** When the user was last stored or confirmed, or null. */
  timestamp: number | null;
};

const KEYS = {
  user: 'user',
  userType: 'userType',
  isAuthenticated: 'isAuthenticated',
  authTimestamp: 'authTimestamp',
} as const;

const readString = (record: Record<string, unknown>, key: string): string => {
  const value = record[key];
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
};

const parseUser = (raw: string | null, userType: string | null): StoredUser | null => {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    return {
      id: readString(record, 'id'),
      username: readString(record, 'username'),
      email: readString(record, 'email'),
      user_type: readString(record, 'user_type') || (userType ?? ''),
      company_name: readString(record, 'company_name'),
    };
  } catch {
    return null;
  }
};

const readRaw = () => ({
  user: localStorage.getItem(KEYS.user),
  userType: localStorage.getItem(KEYS.userType),
  isAuthenticated: localStorage.getItem(KEYS.isAuthenticated),
  authTimestamp: localStorage.getItem(KEYS.authTimestamp),
});

// useSyncExternalStore needs a stable snapshot: re-parse only when the raw strings change.
let lastKey: string | null = null;
let lastSession: StoredSession = { user: null, flagged: false, timestamp: null };

export const readStoredSession = (): StoredSession => {
  const raw = readRaw();
  const key = [raw.user, raw.userType, raw.isAuthenticated, raw.authTimestamp].join('\u0000');
  if (key !== lastKey) {
    lastKey = key;
    const flagged = raw.isAuthenticated === 'true';
    const timestamp = Number(raw.authTimestamp);
    lastSession = {
      user: flagged ? parseUser(raw.user, raw.userType) : null,
      flagged,
      timestamp: raw.authTimestamp !== null && Number.isFinite(timestamp) ? timestamp : null,
    };
  }
  return lastSession;
};

/** A stored user whose timestamp is under 60 minutes old (000 §4). */
export const isFresh = (session: StoredSession, now = Date.now()): boolean =>
  session.user !== null &&
  session.timestamp !== null &&
  now - session.timestamp >= 0 &&
  now - session.timestamp < SESSION_FRESHNESS_MS;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const storeSession = (user: SessionUser | StoredUser): void => {
  const stored: StoredUser = {
    username: user.username,
    email: user.email,
    id: user.id,
    user_type: user.user_type,
    company_name: user.company_name,
  };
  localStorage.setItem(KEYS.user, JSON.stringify(stored));
  localStorage.setItem(KEYS.userType, stored.user_type);
  localStorage.setItem(KEYS.isAuthenticated, 'true');
  localStorage.setItem(KEYS.authTimestamp, String(Date.now()));
  notify();
};

export const clearStoredSession = (): void => {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
  notify();
};

export const announceAuthState = (detail: AuthStateChangedDetail): void => {
  window.dispatchEvent(new CustomEvent(AUTH_STATE_CHANGED_EVENT, { detail }));
};

/** Calls `onChange` when this tab writes the keys, announces a change, or another tab edits them. */
export const subscribeToStoredSession = (onChange: () => void): (() => void) => {
  listeners.add(onChange);
  window.addEventListener(AUTH_STATE_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener(AUTH_STATE_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
};
