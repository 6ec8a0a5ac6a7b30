import { PayloadError } from '../infrastructure/http/payload.js';
import { readTwilioCallback } from './twilio-callback.js';

const ended = {
  CallSid: 'CA0123456789abcdef0123456789abcdef',
  From: '+15125550111',
  To: '+14155550123',
  CallStatus: 'completed',
  CallDuration: '65',
  Direction: 'outbound-dial',
  CallerName: 'SAM LEE',
};

describe(readTwilioCallback.name, () => {
  it('should read a status callback when Twilio sends it as documented', () => {
    expect(readTwilioCallback(ended)).toEqual({
      callSid: 'CA0123456789abcdef0123456789abcdef',
      from: '+15125550111',
      to: '+14155550123',
      callStatus: 'completed',
      direction: 'outbound',
      callerName: 'SAM LEE',
      callDuration: 65,
      dialCallStatus: '',
      recordingStatus: '',
      recordingUrl: null,
      recordingDuration: null,
    });
  });

  it.each(['abc', '-5', '1'.repeat(400), String(2 * 24 * 60 * 60), ''])(
    'should count CallDuration as missing when it is %p',
    (duration) => {
      expect(readTwilioCallback({ ...ended, CallDuration: duration }).callDuration).toBeNull();
    },
  );

  it('should refuse a CallSid but count any other field as missing when it is sent twice', () => {
    expect(readTwilioCallback({ ...ended, From: ['+1', '+2'] }).from).toBe('');
    expect(() => readTwilioCallback({ ...ended, CallSid: ['CA1', 'CA2'] })).toThrow(PayloadError);
  });

  it.each([
    ['10 KB long', 'CA'.repeat(5_000)],
    ['made of odd characters', 'CA 1/2'],
  ])('should refuse a CallSid when it is %s', (_case, callSid) => {
    expect(() => readTwilioCallback({ ...ended, CallSid: callSid })).toThrow(PayloadError);
  });

  it('should refuse the form when it is not an object', () => {
    expect(() => readTwilioCallback(null)).toThrow(PayloadError);
  });

  it('should read a recording only when its address is http(s)', () => {
    const recording = { CallSid: 'CA1', RecordingStatus: 'completed', RecordingDuration: '60' };
    expect(
      readTwilioCallback({ ...recording, RecordingUrl: 'https://api.twilio.com/RE1' }),
    ).toMatchObject({ recordingUrl: 'https://api.twilio.com/RE1', recordingDuration: 60 });
    expect(
      readTwilioCallback({ ...recording, RecordingUrl: 'file:///etc/passwd' }).recordingUrl,
    ).toBeNull();
  });
});
