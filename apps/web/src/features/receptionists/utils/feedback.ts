// The Receptionist Feedback box (001 §4, §5, §8, §9).

export const feedbackMessages = {
  empty: 'Please enter feedback',
  noEmail: 'User email not found. Please try logging in again.',
  sent: 'Feedback submitted successfully! Thank you for your input.',
} as const;

/** How long the success text stays up. */
export const FEEDBACK_SUCCESS_MS = 3000;

/** The first rule the feedback breaks, in the spec's order, or null. */
export const validateFeedback = (feedback: string, email: string): string | null => {
  if (feedback.trim() === '') return feedbackMessages.empty;
  if (email.trim() === '') return feedbackMessages.noEmail;
  return null;
};
