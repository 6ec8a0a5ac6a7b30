import { waitingTime } from './too-many-requests.js';

describe('waitingTime', () => {
  it('should round up to seconds, minutes or hours when the wait grows', () => {
    expect(waitingTime(0)).toBe('1 second');
    expect(waitingTime(1_200)).toBe('2 seconds');
    expect(waitingTime(59_000)).toBe('59 seconds');
    expect(waitingTime(59_001)).toBe('1 minute');
    expect(waitingTime(41 * 60_000 + 1)).toBe('42 minutes');
    expect(waitingTime(119 * 60_000)).toBe('119 minutes');
    expect(waitingTime(119 * 60_000 + 1)).toBe('2 hours');
    expect(waitingTime(24 * 3_600_000)).toBe('24 hours');
  });
});
