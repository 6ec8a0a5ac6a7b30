import { describe, expect, it } from '@jest/globals';
import { validateFeedback } from './feedback';

describe(validateFeedback.name, () => {
  it('should ask for feedback when the box is blank', () => {
    expect(validateFeedback('  ', '')).toBe('Please enter feedback');
  });

  it("should ask to sign in again when the user's email is unknown", () => {
    expect(validateFeedback('Great', ' ')).toBe(
      'User email not found. Please try logging in again.',
    );
  });

  it('should pass when there is feedback and an email', () => {
    expect(validateFeedback('Great', 'owner@example.com')).toBeNull();
  });
});
