import { describeApiFailure } from '../../../lib/api-error';

export const CALL_NOT_FOUND = 'Call details not found';

/**
 * 001 §8 names two texts per failed load: the plain one when the server turned the request down,
 * and "… Please try again later." when waiting may help (no answer, a server fault, a page from a
 * proxy instead of the API).
 */
export const loadFailureMessage = (error: unknown, message: string): string => {
  const failure = describeApiFailure(error);
  const transient =
    failure.kind === 'network' ||
    failure.kind === 'not-json' ||
    (failure.kind === 'server' && failure.status >= 500);
  return transient ? `${message}. Please try again later.` : message;
};

/** Whether a failed GET /api/calls/{id} means there is no such call (for this account). */
export const isCallNotFound = (error: unknown): boolean => {
  const failure = describeApiFailure(error);
  // A malformed id cannot name a call either.
  return failure.kind === 'server' && (failure.status === 404 || failure.status === 400);
};

export const callDetailFailureMessage = (error: unknown): string =>
  isCallNotFound(error) ? CALL_NOT_FOUND : loadFailureMessage(error, 'Failed to load call details');
