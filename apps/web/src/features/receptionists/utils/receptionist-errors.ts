import { describeApiFailure } from '../../../lib/api-error';

// The receptionist page's error texts (001 §8), chosen from what went wrong with a call.

export const errorMessages = {
  listFailed: 'Failed to load your AI receptionists',
  listNetwork: 'Network error loading your AI receptionists. Please try again later.',
  editLoad: 'Failed to load receptionist data for editing',
  createFailed: 'Failed to create AI receptionist. Please check details.',
  createUnexpected:
    'An unexpected error occurred while creating the AI receptionist. Please try again.',
  wizardFallback: 'An error occurred. Please try again.',
  updateFailed: 'Failed to update AI receptionist',
  deleteFailed: 'Failed to delete AI Receptionist',
  deleteUnexpected: 'An unexpected error occurred while deleting the AI receptionist',
  feedbackFailed: 'Failed to submit feedback',
  feedbackUnexpected: 'An error occurred while submitting feedback. Please try again.',
} as const;

// Server errors that mean the area code has no number to buy.
const NO_NUMBER_MARKERS = ['Failed to provision phone number', 'No available phone numbers'];

export const noNumbersMessage = (areaCode: string): string =>
  `No phone numbers available with area code ${areaCode}. Please try a different area code like 512, 214, or 346.`;

// The server's `error` text, or null when it sent none (or nothing answered).
const serverText = (error: unknown): string | null => {
  const failure = describeApiFailure(error);
  return failure.kind === 'server' ? failure.message : null;
};

export const listErrorMessage = (error: unknown): string =>
  describeApiFailure(error).kind === 'network'
    ? errorMessages.listNetwork
    : errorMessages.listFailed;

export type CreateFailure = { message: string; noNumbers: boolean };

/**
 * A failed create (001 §8): no number for the area code (the wizard then returns to step 2), the
 * server's own error, or the fallbacks for a refusal without a reason, no answer at all, and
 * anything else.
 */
export const createFailure = (error: unknown, areaCode: string): CreateFailure => {
  const failure = describeApiFailure(error);
  if (failure.kind === 'server' || failure.kind === 'not-json') {
    const text = failure.kind === 'server' ? failure.message : null;
    if (text && NO_NUMBER_MARKERS.some((marker) => text.includes(marker))) {
      return { message: noNumbersMessage(areaCode), noNumbers: true };
    }
    return { message: text ?? errorMessages.createFailed, noNumbers: false };
  }
  if (failure.kind === 'network') {
    return { message: errorMessages.createUnexpected, noNumbers: false };
  }
  return { message: errorMessages.wizardFallback, noNumbers: false };
};

export const updateErrorMessage = (error: unknown): string =>
  serverText(error) ?? errorMessages.updateFailed;

export const deleteErrorMessage = (error: unknown): string => {
  const failure = describeApiFailure(error);
  if (failure.kind === 'server') return failure.message ?? errorMessages.deleteFailed;
  if (failure.kind === 'not-json') return errorMessages.deleteFailed;
  return errorMessages.deleteUnexpected;
};

export const feedbackErrorMessage = (error: unknown): string => {
  const kind = describeApiFailure(error).kind;
  return kind === 'server' || kind === 'not-json'
    ? errorMessages.feedbackFailed
    : errorMessages.feedbackUnexpected;
};
