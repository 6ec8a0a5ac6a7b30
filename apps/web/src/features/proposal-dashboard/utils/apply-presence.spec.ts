import { describe, expect, it } from '@jest/globals';
import { applyPresence, type PresenceByToken } from './apply-presence';

describe('applyPresence', () => {
  it('should show a section, move it, and clear it on null, leaving other proposals alone', () => {
    const draft: PresenceByToken = { other: { section: 'Scope', since: '2026-01-01T00:00:00Z' } };
    applyPresence(draft, { token: 't', section: 'Summary', since: '2026-01-01T00:00:01Z' });
    applyPresence(draft, { token: 't', section: 'Investment', since: '2026-01-01T00:00:05Z' });
    expect(draft.t).toEqual({ section: 'Investment', since: '2026-01-01T00:00:05Z' });
    applyPresence(draft, { token: 't', section: null });
    expect(draft).toEqual({ other: { section: 'Scope', since: '2026-01-01T00:00:00Z' } });
  });

  it('should ignore a clear of a proposal nobody was reading', () => {
    const draft: PresenceByToken = {};
    applyPresence(draft, { token: 'nobody', section: null });
    expect(draft).toEqual({});
  });
});
