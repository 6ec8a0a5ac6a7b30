import { describe, expect, it } from '@jest/globals';
import { nextFollowUpText } from './next-follow-up';
import { formatMoment } from './format';

describe('nextFollowUpText', () => {
  const dueAt = '2026-12-02T16:00:00.000Z';

  it('should say the moment and "text" for a text message when the step goes by text only', () => {
    expect(nextFollowUpText({ due_at: dueAt, channels: ['sms'] })).toBe(
      `Next follow-up: ${formatMoment(dueAt)}, by text`,
    );
  });

  it('should name both channels when the step goes by email and text', () => {
    expect(nextFollowUpText({ due_at: dueAt, channels: ['email', 'sms'] })).toBe(
      `Next follow-up: ${formatMoment(dueAt)}, by email and text`,
    );
  });
});
