import { useSyncExternalStore } from 'react';
import {
  parseStoredUser,
  readStoredSessionKeys,
  subscribeToStoredSession,
  type StoredUser,
} from '../utils/stored-session';

// useSyncExternalStore needs a stable snapshot: re-parse only when the raw strings change.
let lastKey = '';
let lastUser: StoredUser | null = null;

const getSnapshot = (): StoredUser | null => {
  const { user, isAuthenticated } = readStoredSessionKeys();
  const key = `${isAuthenticated ?? ''}\u0000${user ?? ''}`;
  if (key !== lastKey) {
    lastKey = key;
    lastUser = parseStoredUser(user, isAuthenticated);
  }
  return lastUser;
};

/**
 * The signed-in user as the browser remembers it, or null when signed out. Re-evaluated on every
 * `authStateChanged` event and on storage changes from other tabs. The server-side session check
 * replaces this once the auth endpoints exist.
 */
export const useStoredUser = (): StoredUser | null =>
  useSyncExternalStore(subscribeToStoredSession, getSnapshot, () => null);
