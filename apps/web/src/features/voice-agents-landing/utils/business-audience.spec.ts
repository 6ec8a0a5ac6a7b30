import { describe, expect, it } from '@jest/globals';
import { audienceFor, DEFAULT_BUSINESS_TYPE, readBusinessType } from './business-audience';

describe(readBusinessType.name, () => {
  it('should return the menu label when the router state carries one', () => {
    expect(readBusinessType({ businessType: 'Home Services' })).toBe('Home Services');
    expect(readBusinessType({ businessType: ' HVAC ' })).toBe('HVAC');
  });

  it('should default to Real Estate when there is no router state', () => {
    expect(DEFAULT_BUSINESS_TYPE).toBe('Real Estate');
    expect(readBusinessType(null)).toBe('Real Estate');
    expect(readBusinessType(undefined)).toBe('Real Estate');
    expect(readBusinessType('HVAC')).toBe('Real Estate');
  });

  it('should default to Real Estate when the label is blank, not text or too long', () => {
    expect(readBusinessType({ businessType: '  ' })).toBe('Real Estate');
    expect(readBusinessType({ businessType: 42 })).toBe('Real Estate');
    expect(readBusinessType({ businessType: 'x'.repeat(41) })).toBe('Real Estate');
  });

  it('should default to Real Estate when the menu heading itself was picked', () => {
    expect(readBusinessType({ businessType: 'For Businesses' })).toBe('Real Estate');
  });
});

describe(audienceFor.name, () => {
  it('should name the audience in words when the type is a known menu entry', () => {
    expect(audienceFor('Real Estate')).toBe('real estate businesses');
    expect(audienceFor('Home Services')).toBe('home-service businesses');
  });

  it('should add "businesses" to the label when the type is any other', () => {
    expect(audienceFor('HVAC')).toBe('HVAC businesses');
  });
});
