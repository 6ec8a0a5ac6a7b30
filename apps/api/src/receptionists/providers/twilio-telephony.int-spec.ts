import { startFakeTwilioServer } from '../../testing/fake-twilio-server.js';
import type { FakeTwilioServer } from '../../testing/fake-twilio-server.js';
import { createTwilioTelephony, TwilioRequestError } from './twilio-telephony.js';
import type { TelephonyProvider } from './telephony.js';

const webhooks = {
  voiceUrl: 'https://vanilla.example/api/webhooks/twilio/voice',
  statusCallback: 'https://vanilla.example/api/webhooks/twilio/status',
  smsUrl: 'https://vanilla.example/api/webhooks/twilio/messages',
  friendlyName: 'Ava (Arctic Comfort HVAC)',
};

describe(createTwilioTelephony.name, () => {
  let twilio: FakeTwilioServer;
  let sut: TelephonyProvider;

  beforeAll(async () => {
    twilio = await startFakeTwilioServer();
  });

  afterAll(() => twilio.close());

  beforeEach(() => {
    twilio.reset();
    sut = createTwilioTelephony(
      { accountSid: twilio.accountSid, authToken: twilio.authToken },
      { httpClient: twilio.httpClient },
    );
  });

  describe('searchLocalNumbers', () => {
    it('should list voice-capable local numbers when the area code has some', async () => {
      const numbers = await sut.searchLocalNumbers('415', 2);

      expect(numbers).toEqual([
        { phoneNumber: '+14155550100', locality: 'San Francisco', region: 'CA' },
        { phoneNumber: '+14155550101', locality: 'San Francisco', region: 'CA' },
      ]);
      expect(twilio.requests).toEqual([
        expect.objectContaining({
          method: 'GET',
          path: `/2010-04-01/Accounts/${twilio.accountSid}/AvailablePhoneNumbers/US/Local.json`,
          query: { AreaCode: '415', VoiceEnabled: 'true', PageSize: '2' },
        }),
      ]);
    });

    it('should give null locality and region when Twilio has none', async () => {
      twilio.setAvailableNumbers('808', [
        { phoneNumber: '+18085550100', locality: null, region: null },
      ]);

      await expect(sut.searchLocalNumbers('808', 5)).resolves.toEqual([
        { phoneNumber: '+18085550100', locality: null, region: null },
      ]);
    });

    it('should return no numbers when the area code has none', async () => {
      twilio.setAvailableNumbers('907', []);

      await expect(sut.searchLocalNumbers('907', 5)).resolves.toEqual([]);
    });

    it('should refuse without asking Twilio when the area code is not one', async () => {
      await expect(sut.searchLocalNumbers('41a', 5)).rejects.toThrow('"41a" is not a US area code');
      await expect(sut.searchLocalNumbers('015', 5)).rejects.toThrow('is not a US area code');
      expect(twilio.requests).toEqual([]);
    });

    it("should fail with Twilio's message and code when the search fails", async () => {
      twilio.failNext('search', { status: 500, code: 20500, message: 'Internal Server Error' });

      await expect(sut.searchLocalNumbers('415', 5)).rejects.toThrow(
        'Twilio could not search numbers in area code 415: Internal Server Error (code 20500, HTTP 500).',
      );
    });
  });

  describe('buyNumber', () => {
    it('should buy the number with our voice and status webhooks when it is available', async () => {
      const bought = await sut.buyNumber('+15125550101', webhooks);

      expect(bought).toEqual({
        sid: expect.stringMatching(/^PN[0-9a-f]{32}$/),
        phoneNumber: '+15125550101',
      });
      expect(twilio.requests.at(-1)).toEqual({
        method: 'POST',
        path: `/2010-04-01/Accounts/${twilio.accountSid}/IncomingPhoneNumbers.json`,
        query: {},
        form: {
          PhoneNumber: '+15125550101',
          VoiceUrl: webhooks.voiceUrl,
          VoiceMethod: 'POST',
          StatusCallback: webhooks.statusCallback,
          StatusCallbackMethod: 'POST',
          SmsUrl: webhooks.smsUrl,
          SmsMethod: 'POST',
          FriendlyName: webhooks.friendlyName,
        },
        authorization: expect.stringMatching(/^Basic /),
      });
      expect(twilio.owned.get(bought.sid)).toMatchObject({
        phoneNumber: '+15125550101',
        voiceUrl: webhooks.voiceUrl,
        statusCallback: webhooks.statusCallback,
        smsUrl: webhooks.smsUrl,
      });
      await expect(sut.searchLocalNumbers('512', 5)).resolves.not.toContainEqual(
        expect.objectContaining({ phoneNumber: '+15125550101' }),
      );
    });

    it("should fail with Twilio's message and code when the number was taken meanwhile", async () => {
      await sut.buyNumber('+15125550101', webhooks);

      const failure = sut.buyNumber('+15125550101', webhooks);

      await expect(failure).rejects.toThrow(
        'Twilio could not buy +15125550101: The phone number +15125550101 is not available (code 21422, HTTP 400).',
      );
      await expect(failure).rejects.toMatchObject({ status: 400, code: 21422 });
    });

    it('should fail and buy nothing when Twilio refuses the purchase', async () => {
      twilio.failNext('buy', {
        status: 400,
        code: 21404,
        message: 'Trial accounts are allowed only one Twilio number.',
      });

      await expect(sut.buyNumber('+15125550101', webhooks)).rejects.toBeInstanceOf(
        TwilioRequestError,
      );
      expect(twilio.owned.size).toBe(0);
    });
  });

  describe('releaseNumber', () => {
    it('should release a number the account owns', async () => {
      const { sid } = await sut.buyNumber('+14155550100', webhooks);

      await sut.releaseNumber(sid);

      expect(twilio.owned.has(sid)).toBe(false);
      expect(twilio.requests.at(-1)).toMatchObject({
        method: 'DELETE',
        path: `/2010-04-01/Accounts/${twilio.accountSid}/IncomingPhoneNumbers/${sid}.json`,
      });
    });

    it('should succeed when the number was already released', async () => {
      await expect(sut.releaseNumber(`PN${'0'.repeat(32)}`)).resolves.toBeUndefined();
    });

    it('should fail when Twilio cannot release the number', async () => {
      const { sid } = await sut.buyNumber('+14155550100', webhooks);
      twilio.failNext('release', { status: 503, code: 20503, message: 'Service Unavailable' });

      await expect(sut.releaseNumber(sid)).rejects.toThrow(
        `Twilio could not release ${sid}: Service Unavailable (code 20503, HTTP 503).`,
      );
      expect(twilio.owned.has(sid)).toBe(true);
    });
  });

  it('should say to check the credentials when Twilio refuses them', async () => {
    const wrong = createTwilioTelephony(
      { accountSid: twilio.accountSid, authToken: 'wrong-token' },
      { httpClient: twilio.httpClient },
    );

    const failure = wrong.searchLocalNumbers('415', 5);

    await expect(failure).rejects.toThrow(
      'Twilio could not search numbers in area code 415: Authenticate (code 20003, HTTP 401). Check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN.',
    );
    await expect(failure).rejects.toMatchObject({ status: 401, code: 20003 });
  });

  it('should fail with the transport error when Twilio cannot be reached', async () => {
    const unreachable = await startFakeTwilioServer();
    await unreachable.close();
    const offline = createTwilioTelephony(
      { accountSid: unreachable.accountSid, authToken: unreachable.authToken },
      { httpClient: unreachable.httpClient },
    );

    await expect(offline.releaseNumber(`PN${'0'.repeat(32)}`)).rejects.toThrow(
      /^Twilio could not release PN0+: .*ECONNREFUSED/,
    );
  });
});
