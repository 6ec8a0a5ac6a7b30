import { useSyncExternalStore } from 'react';
import {
  readStoredSession,
  subscribeToStoredSession,
  type StoredSession,
} from '../utils/stored-session';

const signedOut: StoredSession = { user: null, flagged: false, timestamp: null };

/** The sign-in the browser remembers, re-read whenever it changes (this tab or another). */
export const useStoredSession = (): StoredSession =>
  useSyncExternalStore(subscribeToStoredSession, readStoredSession, () => signedOut);
