import { bucketsOf } from './performance-figures.js';

describe('bucketsOf', () => {
  it('should count by day up to 62 days, every day of the range', () => {
    expect(bucketsOf('2026-02-27', '2026-03-02')).toEqual({
      bucket: 'day',
      labels: ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'],
    });
    expect(bucketsOf('2026-01-01', '2026-03-03').labels).toHaveLength(62);
  });

  it('should count by Monday weeks from 63 days, the first week holding the range start', () => {
    const { bucket, labels } = bucketsOf('2026-03-01', '2026-05-02');
    expect(bucket).toBe('week');
    // Mar 1 2026 is a Sunday: its week began on Monday Feb 23.
    expect(labels[0]).toBe('2026-02-23');
    expect(labels.at(-1)).toBe('2026-04-27');
    expect(labels).toHaveLength(10);
  });

  it('should count by calendar months when asked, the first month holding the range start', () => {
    expect(bucketsOf('2026-01-15', '2026-04-02', 'month')).toEqual({
      bucket: 'month',
      labels: ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01'],
    });
    expect(bucketsOf('2026-12-31', '2027-01-01', 'month').labels).toEqual([
      '2026-12-01',
      '2027-01-01',
    ]);
  });
});
