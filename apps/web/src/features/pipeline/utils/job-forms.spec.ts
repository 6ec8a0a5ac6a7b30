import { describe, expect, it } from '@jest/globals';
import { parseAmount } from './job-forms';

describe('parseAmount', () => {
  it('should read dollars as people type them', () => {
    expect(parseAmount('8450')).toBe(8450);
    expect(parseAmount('$8,450.50')).toBe(8450.5);
    expect(parseAmount(' 99.9 ')).toBe(99.9);
  });

  it('should refuse what is not a positive amount', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });
});
