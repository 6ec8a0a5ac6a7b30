import { describe, expect, it } from '@jest/globals';
import { applyFollowUp, type FollowUpsByToken } from './apply-follow-up';

describe('applyFollowUp', () => {
  it('should add a next follow-up, move it, and clear it on null, leaving other proposals alone', () => {
    const other = { due_at: '2026-12-01T10:00:00.000Z', channels: ['email' as const] };
    const draft: FollowUpsByToken = { other };
    applyFollowUp(draft, { token: 't', next_follow_up: other });
    applyFollowUp(draft, {
      token: 't',
      next_follow_up: { due_at: '2026-12-05T10:00:00.000Z', channels: ['sms'] },
    });
    expect(draft.t).toEqual({ due_at: '2026-12-05T10:00:00.000Z', channels: ['sms'] });
    applyFollowUp(draft, { token: 't', next_follow_up: null });
    expect(draft).toEqual({ other });
  });
});
