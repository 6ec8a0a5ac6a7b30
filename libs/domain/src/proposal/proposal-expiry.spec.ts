import { endOfDayAfter, expiryProblem, isExpired } from './proposal-expiry.js';

const expiresAt = '2026-12-22T23:59:59.999Z';

describe('proposal expiry', () => {
  describe('endOfDayAfter', () => {
    it('should end the day in UTC when the company is on UTC', () => {
      expect(endOfDayAfter(new Date('2026-11-22T10:00:00Z'), 30, 'UTC')).toBe(
        '2026-12-22T23:59:59.999Z',
      );
    });

    it("should end the day in the company's timezone when it has one", () => {
      // 02:00 UTC on the 22nd is still the 21st in New York (EST, UTC-5).
      expect(endOfDayAfter(new Date('2026-11-22T02:00:00Z'), 30, 'America/New_York')).toBe(
        '2026-12-22T04:59:59.999Z',
      );
    });

    it('should follow a daylight-saving change between today and the last day', () => {
      // Shared in EDT (UTC-4), ends in EST (UTC-5).
      expect(endOfDayAfter(new Date('2026-10-20T12:00:00Z'), 30, 'America/New_York')).toBe(
        '2026-11-20T04:59:59.999Z',
      );
    });
  });

  describe('expiryProblem', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    it('should refuse what is not a date', () => {
      expect(expiryProblem('next week', now)).toMatch(/date and time/);
    });

    it('should accept the end of the last allowed day', () => {
      expect(expiryProblem(endOfDayAfter(now, 365, 'Pacific/Kiritimati'), now)).toBeNull();
    });
  });

  it('should count as expired from the instant on', () => {
    expect(isExpired(expiresAt, new Date(expiresAt))).toBe(true);
    expect(isExpired(expiresAt, new Date(Date.parse(expiresAt) - 1))).toBe(false);
    expect(isExpired(null, new Date('2030-01-01T00:00:00.000Z'))).toBe(false);
  });
});
