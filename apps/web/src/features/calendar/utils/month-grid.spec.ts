import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  addMonths,
  addMonthsToDay,
  dayLabel,
  endOfWeek,
  monthGrid,
  monthLabel,
  monthOf,
  parseIsoDate,
  startOfWeek,
  toIsoDate,
} from './month-grid';

describe('monthGrid', () => {
  it('should start on the Sunday before the 1st when the month starts midweek', () => {
    // March 2026 starts on a Sunday; April 2026 on a Wednesday.
    const april = monthGrid({ year: 2026, month: 3 });
    expect(april[0].map((day) => day.date)).toEqual([
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ]);
    expect(april[0].map((day) => day.inMonth)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
  });

  it('should hold exactly the weeks needed when the month fits fewer rows', () => {
    expect(monthGrid({ year: 2026, month: 1 })).toHaveLength(4); // Feb 2026: Sun 1st to Sat 28th
    expect(monthGrid({ year: 2026, month: 3 })).toHaveLength(5);
    expect(monthGrid({ year: 2026, month: 7 })).toHaveLength(6); // Aug 2026: Sat 1st, 31 days
  });

  it('should list every day of the month once when flattened', () => {
    const days = monthGrid({ year: 2024, month: 1 })
      .flat()
      .filter((day) => day.inMonth);
    expect(days.map((day) => day.day)).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
  });

  it('should end on a Saturday after the last day when the month ends midweek', () => {
    const weeks = monthGrid({ year: 2026, month: 3 });
    expect(weeks.at(-1)?.at(-1)).toEqual({ date: '2026-05-02', day: 2, inMonth: false });
  });
});

describe('addMonths', () => {
  it('should roll over the year when going past December or before January', () => {
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(addMonths({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
  });
});

describe('addDays', () => {
  it('should cross month and year ends when counting days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-04', 7)).toBe('2026-03-11');
  });
});

describe('addMonthsToDay', () => {
  it('should keep the day of the month when the target month has it', () => {
    expect(addMonthsToDay('2026-03-15', 1)).toBe('2026-04-15');
  });

  it("should use the month's last day when the target month is shorter", () => {
    expect(addMonthsToDay('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDay('2026-03-31', -1)).toBe('2026-02-28');
  });
});

describe('startOfWeek and endOfWeek', () => {
  it('should give the Sunday and Saturday around the day when it is midweek', () => {
    expect(startOfWeek('2026-03-04')).toBe('2026-03-01');
    expect(endOfWeek('2026-03-04')).toBe('2026-03-07');
  });
});

describe('parseIsoDate', () => {
  it('should read a local day when the text is a real date', () => {
    expect(toIsoDate(parseIsoDate('2026-03-04') as Date)).toBe('2026-03-04');
  });

  it('should refuse when the day does not exist', () => {
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('March 4')).toBeNull();
  });
});

describe('labels', () => {
  it('should name the month and the day when formatting', () => {
    expect(monthLabel({ year: 2026, month: 2 })).toBe('March 2026');
    expect(dayLabel('2026-03-04')).toBe('Wednesday, March 4, 2026');
    expect(monthOf('2026-03-04')).toEqual({ year: 2026, month: 2 });
  });
});
