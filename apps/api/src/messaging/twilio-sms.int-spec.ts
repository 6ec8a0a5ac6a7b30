import { createTwilioTelephony } from '../receptionists/index.js';
import { startFakeTwilioServer } from '../testing/fake-twilio-server.js';
import type { FakeTwilioServer } from '../testing/fake-twilio-server.js';
import { createTwilioSms, TextRefusedError } from './sms-provider.js';
import type { SmsProvider } from './sms-provider.js';

const STATUS_CALLBACK = 'https://vanilla.example/api/webhooks/twilio/message-status';
const SERVICE_SID = `MG${'a'.repeat(32)}`;

// The real adapter against a local server that answers as Twilio's REST API documents it.
describe(createTwilioSms.name, () => {
  let twilio: FakeTwilioServer;
  let sut: SmsProvider;

  beforeAll(async () => {
    twilio = await startFakeTwilioServer();
  });

  afterAll(() => twilio.close());

  beforeEach(() => {
    twilio.reset();
    sut = createTwilioSms(
      { accountSid: twilio.accountSid, authToken: twilio.authToken },
      { httpClient: twilio.httpClient },
    );
  });

  // A number of the account's, bought as the receptionists' provisioning buys one.
  const ownNumber = async () => {
    const { phoneNumber } = await createTwilioTelephony(
      { accountSid: twilio.accountSid, authToken: twilio.authToken },
      { httpClient: twilio.httpClient },
    ).buyNumber('+15125550100', {
      voiceUrl: 'https://vanilla.example/api/webhooks/twilio/voice',
      statusCallback: 'https://vanilla.example/api/webhooks/twilio/status',
      smsUrl: 'https://vanilla.example/api/webhooks/twilio/messages',
      friendlyName: 'Ava',
    });
    return phoneNumber;
  };

  it('should post the text form-encoded with basic auth and the status callback when sent through the messaging service', async () => {
    const accepted = await sut.send({
      to: '+15125550123',
      body: 'Hello\nReply STOP to opt out.',
      sender: { messagingServiceSid: SERVICE_SID },
      statusCallback: STATUS_CALLBACK,
    });

    expect(accepted).toEqual({ kind: 'sent', sid: twilio.messages[0].sid });
    expect(accepted).toMatchObject({ sid: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
    expect(twilio.requests).toEqual([
      {
        method: 'POST',
        path: `/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`,
        query: {},
        form: {
          To: '+15125550123',
          Body: 'Hello\nReply STOP to opt out.',
          MessagingServiceSid: SERVICE_SID,
          StatusCallback: STATUS_CALLBACK,
        },
        authorization: `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`,
      },
    ]);
  });

  it("should send from the company's number when there is no messaging service", async () => {
    const from = await ownNumber();

    await sut.send({
      to: '+15125550123',
      body: 'Hi',
      sender: { from },
      statusCallback: STATUS_CALLBACK,
    });

    expect(twilio.messages).toEqual([expect.objectContaining({ from, messagingServiceSid: null })]);
  });

  it("should refuse for good with Twilio's message and code when Twilio answers 400", async () => {
    const sending = sut.send({
      to: '+15125550123',
      body: 'Hi',
      sender: { from: '+15125559999' },
      statusCallback: STATUS_CALLBACK,
    });

    await expect(sending).rejects.toBeInstanceOf(TextRefusedError);
    await expect(sending).rejects.toThrow(
      /not a valid, SMS-capable inbound phone number.*code 21606, HTTP 400/,
    );
  });

  it('should fail without refusing when Twilio answers a server error, so the outbox retries', async () => {
    twilio.failNext('message', { status: 503, code: 20503, message: 'Service Unavailable' });

    const sending = sut.send({
      to: '+15125550123',
      body: 'Hi',
      sender: { messagingServiceSid: SERVICE_SID },
      statusCallback: STATUS_CALLBACK,
    });

    await expect(sending).rejects.toThrow('Service Unavailable (code 20503, HTTP 503)');
    await expect(sending).rejects.not.toBeInstanceOf(TextRefusedError);
  });
});
