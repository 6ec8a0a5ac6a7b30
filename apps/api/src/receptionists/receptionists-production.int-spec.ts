import twilio from 'twilio';
import { signUp } from '../testing/accounts-fixtures.js';
import { startFakeTwilioServer } from '../testing/fake-twilio-server.js';
import type { FakeTwilioServer } from '../testing/fake-twilio-server.js';
import { startFakeVapiServer } from '../testing/fake-vapi-server.js';
import type { FakeVapiServer } from '../testing/fake-vapi-server.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';
import { createTwilioTelephony } from './providers/twilio-telephony.js';
import { NO_CALLER_PROPOSAL } from './providers/assistant-spec.js';
import { createBody } from '../testing/receptionist-fixtures.js';

// Plain http: cookies of an https address are Secure, and supertest talks http.
const PUBLIC_BASE_URL = 'http://app.vanilla.example';

// Production mode: the real Twilio and Vapi adapters against local servers that speak the
// providers' documented APIs.
for (const kind of databaseKinds()) {
  describe(`receptionists API in production mode on ${kind}`, () => {
    let app: TestApp;
    let twilioServer: FakeTwilioServer;
    let vapi: FakeVapiServer;

    beforeAll(async () => {
      twilioServer = await startFakeTwilioServer();
      vapi = await startFakeVapiServer();
      app = await startSuiteApp(kind, {
        env: {
          TWILIO_ACCOUNT_SID: twilioServer.accountSid,
          TWILIO_AUTH_TOKEN: twilioServer.authToken,
          VAPI_API_KEY: vapi.apiKey,
          VAPI_BASE_URL: vapi.url,
          VAPI_WEBHOOK_SECRET: 'vapi-test-secret',
          PUBLIC_BASE_URL,
        },
        providerOverrides: {
          telephony: createTwilioTelephony(
            { accountSid: twilioServer.accountSid, authToken: twilioServer.authToken },
            { httpClient: twilioServer.httpClient },
          ),
        },
      });
    });

    afterAll(async () => {
      await app.close();
      await twilioServer.close();
      await vapi.close();
    });

    beforeEach(() => {
      twilioServer.reset();
      vapi.reset();
    });

    // The requests a browser on the public address would send (CSRF checks the Origin).
    const manager = async () => {
      const account = await signUp(app.url);
      account.agent.set('Origin', PUBLIC_BASE_URL);
      return account;
    };

    it('should buy a number, create the assistant and attach the number, then give it all back on delete', async () => {
      const { agent } = await manager();
      await agent
        .get('/api/system/test-mode-status')
        .expect(200, { success: true, testMode: false, canToggle: true, baseTestMode: false });
      const created = await agent
        .post('/api/ai-receptionist/create-with-vapi')
        .send(createBody())
        .expect(200);
      const receptionist = created.body.receptionist;
      expect(receptionist).toMatchObject({ test_mode: false, phone_number: '+14155550100' });
      expect(receptionist.twilio_sid).toMatch(/^PN/);
      const owned = twilioServer.owned.get(receptionist.twilio_sid);
      expect(owned).toMatchObject({
        voiceUrl: `${PUBLIC_BASE_URL}/webhooks/twilio/voice`,
        statusCallback: `${PUBLIC_BASE_URL}/webhooks/twilio/status`,
        smsUrl: `${PUBLIC_BASE_URL}/webhooks/twilio/messages`,
      });
      const assistant = vapi.assistants.get(receptionist.vapi_assistant_id);
      expect(assistant).toMatchObject({
        firstMessage: 'Hello, this is Ava. How may I help you today?',
        server: { url: `${PUBLIC_BASE_URL}/webhooks/vapi` },
      });
      expect(vapi.phoneNumbers.get(receptionist.vapi_phone_number_id)).toMatchObject({
        number: '+14155550100',
      });

      await agent.delete(`/api/ai-receptionist/${receptionist.id}`).expect(200);
      expect(twilioServer.owned.size).toBe(0);
      expect(vapi.phoneNumbers.size).toBe(0);
      expect(vapi.assistants.size).toBe(0);
      const { rows } = await app.db.query<{ type: string }>(
        `SELECT type FROM es_events WHERE stream_name = $1 ORDER BY stream_revision`,
        [`receptionist-${receptionist.id}`],
      );
      expect(rows.map((row) => row.type)).toEqual([
        'ReceptionistCreated',
        'PhoneNumberReleased',
        'ReceptionistDeleted',
      ]);
    });

    it('should say no numbers are available when the area code has none', async () => {
      const { agent } = await manager();
      twilioServer.setAvailableNumbers('212', []);
      const response = await agent
        .post('/api/ai-receptionist/create-with-vapi')
        .send(createBody({ phoneNumber: '212' }))
        .expect(422);
      expect(response.body.error).toContain('No available phone numbers');
      expect(vapi.assistants.size).toBe(0);
    });

    it('should release the bought number and delete the assistant when attaching the number fails', async () => {
      const { agent } = await manager();
      vapi.failNext({ status: 400, message: 'twilioAuthToken is invalid' }, '/phone-number');
      const response = await agent.post('/api/ai-receptionist/create-with-vapi').send(createBody());
      expect(response.status).toBe(502);
      expect(response.body.error).toMatch(/^Failed to attach the number to the AI voice agent/);
      expect(twilioServer.owned.size).toBe(0);
      expect(vapi.assistants.size).toBe(0);
      expect((await agent.get('/api/ai-receptionist/list').expect(200)).body.receptionists).toEqual(
        [],
      );
    });

    it('should forward in business hours, hand over to the AI outside them, and refuse forged webhooks', async () => {
      const { agent } = await manager();
      const always = await agent
        .post('/api/ai-receptionist/create-with-vapi')
        .send(
          createBody({
            phoneNumber: '512',
            operatingHours: {
              timezone: 'UTC',
              days: Object.fromEntries(
                ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
                  (day) => [day, { open: '00:00', close: '24:00' }],
                ),
              ),
            },
          }),
        )
        .expect(200);
      const never = await agent
        .post('/api/ai-receptionist/create-with-vapi')
        .send(createBody({ phoneNumber: '646', operatingHours: { timezone: 'UTC', days: {} } }))
        .expect(200);
      const voice = (to: string, callSid: string, signature?: string) => {
        const params = { CallSid: callSid, From: '+15125550111', To: to, CallStatus: 'ringing' };
        const url = `${PUBLIC_BASE_URL}/webhooks/twilio/voice`;
        return fetch(`${app.url}/webhooks/twilio/voice`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-twilio-signature':
              signature ?? twilio.getExpectedTwilioSignature(twilioServer.authToken, url, params),
          },
          body: new URLSearchParams(params).toString(),
        });
      };

      const forwarded = await voice(always.body.phone_number, 'CA-forward-1');
      expect(forwarded.status).toBe(200);
      const forwardXml = await forwarded.text();
      expect(forwardXml).toContain('<Number>+14155550199</Number>');
      expect(forwardXml).toContain(
        `action="${PUBLIC_BASE_URL}/webhooks/twilio/dial-status?receptionistId=${always.body.receptionist.id}"`,
      );
      expect(forwardXml).toContain('record="record-from-answer-dual"');
      const toAi = await (await voice(never.body.phone_number, 'CA-ai-1')).text();
      expect(toAi).toContain(
        '<Redirect method="POST">https://api.vapi.ai/twilio/inbound_call</Redirect>',
      );
      expect(
        (await voice(never.body.phone_number, 'CA-forged', 'bm90LWEtc2lnbmF0dXJl')).status,
      ).toBe(403);

      // Nobody picked up the forwarded call: the AI takes it.
      const dialParams = { CallSid: 'CA-forward-1', DialCallStatus: 'no-answer' };
      const dialPath = `/webhooks/twilio/dial-status?receptionistId=${always.body.receptionist.id}`;
      const dial = await fetch(`${app.url}${dialPath}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': twilio.getExpectedTwilioSignature(
            twilioServer.authToken,
            `${PUBLIC_BASE_URL}${dialPath}`,
            dialParams,
          ),
        },
        body: new URLSearchParams(dialParams).toString(),
      });
      expect(await dial.text()).toContain('https://api.vapi.ai/twilio/inbound_call');

      // Twilio reports the forwarded call's end, then its recording (each signed, sent twice).
      const twilioPost = (path: string, params: Record<string, string>) =>
        fetch(`${app.url}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-twilio-signature': twilio.getExpectedTwilioSignature(
              twilioServer.authToken,
              `${PUBLIC_BASE_URL}${path}`,
              params,
            ),
          },
          body: new URLSearchParams(params).toString(),
        });
      const ended = {
        CallSid: 'CA-forward-1',
        From: '+15125550111',
        To: always.body.phone_number,
        CallStatus: 'completed',
        CallDuration: '65',
        Direction: 'inbound',
      };
      const recorded = {
        CallSid: 'CA-forward-1',
        RecordingSid: 'RE1',
        RecordingUrl: 'https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE1',
        RecordingStatus: 'completed',
        RecordingDuration: '60',
      };
      const recordingPath = `/webhooks/twilio/recording?receptionistId=${always.body.receptionist.id}`;
      for (let i = 0; i < 2; i += 1) {
        expect((await twilioPost('/webhooks/twilio/status', ended)).status).toBe(204);
        expect((await twilioPost(recordingPath, recorded)).status).toBe(204);
      }
      await app.runner.waitUntilCaughtUp();
      const forwardedCall = (await agent.get('/api/calls/CA-forward-1').expect(200)).body.call;
      expect(forwardedCall).toMatchObject({
        status: 'Completed',
        durationSeconds: 65,
        duration: '1:05',
        routed_to: 'forward',
        audio_url: recorded.RecordingUrl,
      });
      const { rows: forwardEvents } = await app.db.query<{ type: string }>(
        `SELECT type FROM es_events WHERE stream_name = 'call-CA-forward-1' ORDER BY stream_revision`,
      );
      expect(forwardEvents.map((row) => row.type)).toEqual([
        'CallStarted',
        'CallCompleted',
        'CallRecordingAvailable',
      ]);

      const calls = (await agent.get('/api/calls').expect(200)).body.calls as Array<{
        id: string;
        routed_to: string;
        status: string;
      }>;
      expect(calls.map((c) => [c.id, c.routed_to, c.status]).sort()).toEqual([
        ['CA-ai-1', 'ai', 'In Progress'],
        ['CA-forward-1', 'forward', 'Completed'],
      ]);

      // Vapi asks who answers a call on the number it holds; the same routing decides.
      const assistantRequest = JSON.stringify({
        message: {
          type: 'assistant-request',
          call: {
            id: 'vapi-call-9',
            phoneNumberId: never.body.receptionist.vapi_phone_number_id,
            customer: { number: '+15125550111' },
          },
        },
      });
      const answer = await fetch(`${app.url}/webhooks/vapi`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-vapi-secret': 'vapi-test-secret' },
        body: assistantRequest,
      });
      expect(await answer.json()).toEqual({
        assistantId: never.body.receptionist.vapi_assistant_id,
        assistantOverrides: { variableValues: { proposal: NO_CALLER_PROPOSAL } },
      });
    });
  });
}
