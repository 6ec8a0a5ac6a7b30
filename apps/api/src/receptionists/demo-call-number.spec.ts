import { demoCallNumber, INVALID_DEMO_PHONE, NOT_A_PERSONAL_LINE } from './demo-call-number.js';

const US_CA = ['US', 'CA'];

describe('demoCallNumber', () => {
  it('should give the E.164 form of a US or Canadian number however it is written', () => {
    expect(demoCallNumber('+15125550142', US_CA)).toEqual({ ok: true, e164: '+15125550142' });
    expect(demoCallNumber('+1 (416) 555-0123', US_CA)).toEqual({ ok: true, e164: '+14165550123' });
  });

  it("should answer the spec's sentence when the number is too short, invalid or not international", () => {
    for (const raw of ['+1512555', '+15551234567', '+1512555014212', '5125550142', '']) {
      expect(demoCallNumber(raw, US_CA)).toEqual({ ok: false, message: INVALID_DEMO_PHONE });
    }
  });

  it('should refuse premium-rate, toll-free and personal numbers when asked to call them', () => {
    for (const raw of ['+19005551234', '+18005551234', '+18885551234', '+15005550006']) {
      expect(demoCallNumber(raw, US_CA)).toEqual({ ok: false, message: NOT_A_PERSONAL_LINE });
    }
    // A UK shared-cost number, where the UK is called.
    expect(demoCallNumber('+448431234567', ['GB'])).toEqual({
      ok: false,
      message: NOT_A_PERSONAL_LINE,
    });
  });

  it('should name the countries it calls when the number is of another, +1 ones included', () => {
    const message = 'Demo calls can only go to United States and Canada numbers.';
    expect(demoCallNumber('+442079460000', US_CA)).toEqual({ ok: false, message });
    expect(demoCallNumber('+18765550123', US_CA)).toEqual({ ok: false, message });
    expect(demoCallNumber('+442079460000', ['GB'])).toEqual({ ok: true, e164: '+442079460000' });
  });
});
