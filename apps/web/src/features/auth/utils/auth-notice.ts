// One app-wide notice about the sign-in state ("your session has expired", "state mismatch"),
// shown by AuthNoticeBanner until dismissed or until a sign-in succeeds.

export const authMessages = {
  mismatch: 'Authentication state mismatch detected. Please sign in again.',
  expired: 'Your session has expired. Please sign in again.',
  verifyFailed: 'Error verifying your authentication status. Please try again or sign in again.',
  signInRequired: 'Please sign in to continue.',
} as const;

let notice: string | null = null;
const listeners = new Set<() => void>();

export const getAuthNotice = (): string | null => notice;

export const setAuthNotice = (message: string | null): void => {
  if (notice === message) return;
  notice = message;
  listeners.forEach((listener) => listener());
};

export const subscribeToAuthNotice = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
