import { describe, expect, it } from '@jest/globals';
import { barHeights, formatDollars, percentBelow } from './home-figures';

describe(formatDollars.name, () => {
  it('should show whole dollars with thousands separators when given an amount', () => {
    expect(formatDollars(612_000)).toBe('$612,000');
    expect(formatDollars(0)).toBe('$0');
  });
});

describe(percentBelow.name, () => {
  it('should give the whole percent a value is under the reference when it is lower', () => {
    expect(percentBelow(7.8, 9.1)).toBe(14);
  });

  it('should be negative when the value is higher and 0 when there is no reference', () => {
    expect(percentBelow(11, 10)).toBe(-10);
    expect(percentBelow(5, 0)).toBe(0);
  });
});

describe(barHeights.name, () => {
  it('should run from the floor for the lowest value to 100 for the highest', () => {
    expect(barHeights([100, 150, 200])).toEqual([25, 63, 100]);
  });

  it('should fill every bar when all values are equal', () => {
    expect(barHeights([5, 5])).toEqual([100, 100]);
  });
});
