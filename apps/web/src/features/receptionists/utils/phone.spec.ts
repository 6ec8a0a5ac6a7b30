import { describe, expect, it } from '@jest/globals';
import {
  areaCodeInput,
  areaCodeOf,
  areaCodeOfNumber,
  formatForwarding,
  formatPhoneNumber,
  forwardingFromStored,
  isValidAreaCode,
} from './phone';

describe(areaCodeInput.name, () => {
  it('should keep only digits when letters or signs are typed', () => {
    expect(areaCodeInput('4a1-5')).toBe('415');
  });

  it('should keep three digits at most when more are typed', () => {
    expect(areaCodeInput('41555')).toBe('415');
  });
});

describe(isValidAreaCode.name, () => {
  it('should accept the field when its first three characters are digits', () => {
    expect(isValidAreaCode('512')).toBe(true);
    expect(areaCodeOf('(512) 555')).toBe('512');
  });

  it('should refuse the field when it has fewer than three digits', () => {
    expect(isValidAreaCode('41')).toBe(false);
    expect(isValidAreaCode('')).toBe(false);
  });
});

describe(formatForwarding.name, () => {
  it('should shape the digits as (xxx) xxx-xxxx when ten are typed', () => {
    expect(formatForwarding('4155550123')).toBe('(415) 555-0123');
  });

  it('should shape a partial number when fewer digits are typed', () => {
    expect(formatForwarding('4')).toBe('(4');
    expect(formatForwarding('4155')).toBe('(415) 5');
    expect(formatForwarding('4155550')).toBe('(415) 555-0');
  });

  it('should drop non-digits and digits past the tenth when they are typed', () => {
    expect(formatForwarding('(415) 555-01234x')).toBe('(415) 555-0123');
    expect(formatForwarding('abc')).toBe('');
  });
});

describe(forwardingFromStored.name, () => {
  it('should drop the US country code when the stored number is E.164', () => {
    expect(forwardingFromStored('+14155550123')).toBe('(415) 555-0123');
  });

  it('should leave the field empty when nothing is stored', () => {
    expect(forwardingFromStored('')).toBe('');
  });
});

describe(formatPhoneNumber.name, () => {
  it('should format a US number when it is stored as E.164', () => {
    expect(formatPhoneNumber('+15125550100')).toBe('(512) 555-0100');
    expect(areaCodeOfNumber('+15125550100')).toBe('512');
  });

  it('should show the number as stored when it is not a US number', () => {
    expect(formatPhoneNumber('+442071838750')).toBe('+442071838750');
    expect(areaCodeOfNumber('+442071838750')).toBe('');
  });
});
