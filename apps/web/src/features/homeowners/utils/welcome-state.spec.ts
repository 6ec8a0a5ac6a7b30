import { describe, expect, it } from '@jest/globals';
import { zipCodeFrom } from './welcome-state';

describe(zipCodeFrom.name, () => {
  it('should give back whatever was typed, trimmed, when the landing carried a zip code', () => {
    expect(zipCodeFrom({ zipCode: ' 78704 ' })).toBe('78704');
    expect(zipCodeFrom({ zipCode: 'not a zip' })).toBe('not a zip');
  });

  it('should return null when the zip code was left blank', () => {
    expect(zipCodeFrom({ zipCode: '   ' })).toBeNull();
  });

  it('should return null when there is no state or it is not the landing’s', () => {
    expect(zipCodeFrom(null)).toBeNull();
    expect(zipCodeFrom(undefined)).toBeNull();
    expect(zipCodeFrom({ businessType: 'HVAC' })).toBeNull();
    expect(zipCodeFrom({ zipCode: 78704 })).toBeNull();
  });
});
