import { optOutKeyword, readTwilioMessageForm } from './message-form.js';

describe(optOutKeyword.name, () => {
  it.each(['STOP', 'stop', '  Stop ', 'STOPALL', 'unsubscribe', 'CANCEL', 'End', 'quit'])(
    'should read an opt-out when the text is %p',
    (body) => {
      expect(optOutKeyword(body)).toBe('opt-out');
    },
  );

  it.each(['START', 'unstop', ' yes '])('should read an opt-in when the text is %p', (body) => {
    expect(optOutKeyword(body)).toBe('opt-in');
  });

  it.each(['', 'please stop texting me', 'STOP!', 'Thanks'])(
    'should read nothing when the text is %p',
    (body) => {
      expect(optOutKeyword(body)).toBeNull();
    },
  );
});

describe(readTwilioMessageForm.name, () => {
  it("should read Twilio's status callback fields when they are there", () => {
    expect(
      readTwilioMessageForm({
        MessageSid: 'SM123',
        MessageStatus: 'undelivered',
        ErrorCode: '30003',
        To: '+15125550123',
      }),
    ).toEqual({
      messageSid: 'SM123',
      messageStatus: 'undelivered',
      errorCode: '30003',
      from: '',
      to: '+15125550123',
      body: '',
      messagingServiceSid: null,
    });
  });

  it('should refuse a MessageSid that is no plain id', () => {
    expect(() => readTwilioMessageForm({ MessageSid: 'SM 1; DROP' })).toThrow('MessageSid');
  });
});
