import { describe, expect, it } from '@jest/globals';
import { expiryMessages } from '@vanilla/contracts';
import { endOfLocalDay, localDateAfter, validUntilError, validUntilMessages } from './valid-until';

describe('valid until', () => {
  const today = new Date(2026, 10, 28, 15, 30);

  it('should default to the local day 30 days ahead', () => {
    expect(localDateAfter(today)).toBe('2026-12-28');
    expect(localDateAfter(today, 7)).toBe('2026-12-05');
  });

  it('should end the link at the last millisecond of the local day', () => {
    expect(endOfLocalDay('2026-12-28')).toBe(new Date(2026, 11, 28, 23, 59, 59, 999).toISOString());
    expect(endOfLocalDay('')).toBeNull();
  });

  it('should accept today and refuse a past day, a missing one or one past a year', () => {
    expect(validUntilError(localDateAfter(today, 0), today)).toBeNull();
    expect(validUntilError(localDateAfter(today, -1), today)).toBe(expiryMessages.inThePast);
    expect(validUntilError('', today)).toBe(validUntilMessages.missing);
    expect(validUntilError(localDateAfter(today, 400), today)).toBe(expiryMessages.tooFar);
  });
});
