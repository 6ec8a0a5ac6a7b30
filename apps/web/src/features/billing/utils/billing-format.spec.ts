import { describe, expect, it } from '@jest/globals';
import { formatCount, formatMinutes, formatMoney, formatUsageMonth } from './billing-format';

describe(formatMoney.name, () => {
  it('should show cents as dollars when the currency is usd', () => {
    expect(formatMoney(10000, 'usd')).toBe('$100.00');
    expect(formatMoney(6050, 'USD')).toBe('$60.50');
  });

  it('should not divide when the currency has no minor unit', () => {
    expect(formatMoney(5000, 'jpy')).toBe('¥5,000');
  });

  it('should still show the amount when the currency code is unknown', () => {
    expect(formatMoney(1234, 'not-a-code')).toBe('12.34 NOT-A-CODE');
  });
});

describe(formatMinutes.name, () => {
  it('should use the singular when there is one minute', () => {
    expect(formatMinutes(1)).toBe('1 minute');
  });

  it('should round to a tenth when the minutes are fractional', () => {
    expect(formatMinutes(42.25)).toBe('42.3 minutes');
    expect(formatMinutes(0)).toBe('0 minutes');
  });
});

describe(formatCount.name, () => {
  it('should group thousands when the number is large', () => {
    expect(formatCount(1234)).toBe('1,234');
  });
});

describe(formatUsageMonth.name, () => {
  it('should name the month when given YYYY-MM', () => {
    expect(formatUsageMonth('2026-03')).toBe('March 2026');
    expect(formatUsageMonth('2026-12')).toBe('December 2026');
  });

  it('should keep the text when it is not a month', () => {
    expect(formatUsageMonth('2026-13')).toBe('2026-13');
    expect(formatUsageMonth('soon')).toBe('soon');
  });
});
