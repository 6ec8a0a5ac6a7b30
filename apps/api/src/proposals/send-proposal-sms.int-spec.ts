import { randomUUID } from 'node:crypto';
import { sendProposalMessages } from '@vanilla/contracts';
import type { DashboardResponse } from '@vanilla/contracts';
import { proposalStreamName } from '@vanilla/domain';
import type { ProposalSent } from '@vanilla/domain';
import twilio from 'twilio';
import { createTwilioSms } from '../messaging/index.js';
import { createTwilioTelephony } from '../receptionists/index.js';
import { signUp } from '../testing/accounts-fixtures.js';
import type { Agent } from '../testing/accounts-fixtures.js';
import { eventually } from '../testing/eventually.js';
import { startFakeTwilioServer } from '../testing/fake-twilio-server.js';
import type { FakeTwilioServer } from '../testing/fake-twilio-server.js';
import { startFakeVapiServer } from '../testing/fake-vapi-server.js';
import type { FakeVapiServer } from '../testing/fake-vapi-server.js';
import { shareThroughApi } from '../testing/proposal-fixtures.js';
import { createBody } from '../testing/receptionist-fixtures.js';
import { activateSubscription } from '../testing/stripe-fixtures.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';

const PUBLIC_BASE_URL = 'http://app.vanilla.example';
const CLIENT = '+15125550123';

type TextRow = {
  to: string;
  from: string | null;
  body: string;
  status: string;
  provider_sid: string | null;
  error: string | null;
};

// Step 4's Send Proposal by text, in production mode: receptionists' numbers bought from a local
// Twilio, texts sent through the real adapter to that same local Twilio, its callbacks signed.
for (const kind of databaseKinds()) {
  describe(`sending a proposal by text on ${kind}`, () => {
    let app: TestApp;
    let twilioServer: FakeTwilioServer;
    let vapi: FakeVapiServer;
    let manager: Agent;
    let companyNumber: string;

    const superPro = async () => {
      const signedUp = await signUp(app.url);
      await activateSubscription(app.store, signedUp.user.id, 'super_pro');
      await app.runner.waitUntilCaughtUp();
      signedUp.agent.set('Origin', PUBLIC_BASE_URL);
      return signedUp;
    };

    beforeAll(async () => {
      twilioServer = await startFakeTwilioServer();
      vapi = await startFakeVapiServer();
      const credentials = {
        accountSid: twilioServer.accountSid,
        authToken: twilioServer.authToken,
      };
      app = await startSuiteApp(kind, {
        env: {
          TWILIO_ACCOUNT_SID: twilioServer.accountSid,
          TWILIO_AUTH_TOKEN: twilioServer.authToken,
          VAPI_API_KEY: vapi.apiKey,
          VAPI_BASE_URL: vapi.url,
          PUBLIC_BASE_URL,
        },
        providerOverrides: {
          telephony: createTwilioTelephony(credentials, { httpClient: twilioServer.httpClient }),
          smsProvider: createTwilioSms(credentials, { httpClient: twilioServer.httpClient }),
          // Retries in milliseconds rather than minutes.
          smsSender: { baseDelayMs: 20, maxDelayMs: 100 },
        },
      });
      manager = (await superPro()).agent;
      companyNumber = (
        await manager.post('/api/ai-receptionist/create-with-vapi').send(createBody()).expect(200)
      ).body.receptionist.phone_number;
      await app.runner.waitUntilCaughtUp();
    });

    afterAll(async () => {
      await app.close();
      await twilioServer.close();
      await vapi.close();
    });

    const send = (agent: Agent, body: Record<string, unknown>) =>
      agent.post('/api/send-proposal').send(body);

    const sentEvents = async (proposalId: string) =>
      (await app.store.readStream(proposalStreamName(proposalId))).filter(
        (event) => event.type === 'ProposalSent',
      );

    const textOf = async (eventId: string): Promise<TextRow | undefined> => {
      await app.runner.waitUntilCaughtUp();
      const { rows } = await app.db.query<TextRow>(
        `SELECT "to", "from", body, status, provider_sid, error FROM sms_outbox
          WHERE idempotency_key = $1`,
        [`${eventId}:send-sms`],
      );
      return rows[0];
    };

    const sentText = async (eventId: string) => {
      let row: TextRow | undefined;
      await eventually('the text is sent through Twilio', async () => {
        row = await textOf(eventId);
        return row?.status === 'sent';
      });
      return row!;
    };

    const postTwilio = (path: string, params: Record<string, string>, signed = true) =>
      fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': signed
            ? twilio.getExpectedTwilioSignature(
                twilioServer.authToken,
                `${PUBLIC_BASE_URL}${path}`,
                params,
              )
            : 'forged',
        },
        body: new URLSearchParams(params).toString(),
      });

    const reply = (from: string, body: string) =>
      postTwilio('/webhooks/twilio/messages', {
        MessageSid: `SM${randomUUID().replace(/-/g, '')}`,
        From: from,
        To: companyNumber,
        Body: body,
      });

    it('should text the client the link and the STOP line from the company number when sent by sms', async () => {
      const { token, proposalId } = await shareThroughApi(manager);

      const answer = await send(manager, { token, channels: ['sms'], phone: '(512) 555-0123' });

      expect(answer.status).toBe(200);
      const [event] = await sentEvents(proposalId);
      const data = event.data as ProposalSent['data'];
      expect(answer.body).toEqual({
        success: true,
        sent: [{ channel: 'sms', address: CLIENT, sent_at: data.sentAt }],
      });
      const text = await sentText(event.id);
      expect(text).toMatchObject({ to: CLIENT, from: companyNumber, error: null });
      expect(text.body).toBe(
        `Cool Air HVAC sent you a proposal: "Heat Pump Proposal". View and sign it here: ${PUBLIC_BASE_URL}/shared-proposal/${token}\nReply STOP to opt out.`,
      );
      expect(twilioServer.messages).toContainEqual({
        sid: text.provider_sid,
        to: CLIENT,
        from: companyNumber,
        messagingServiceSid: null,
        body: text.body,
        statusCallback: `${PUBLIC_BASE_URL}/webhooks/twilio/message-status`,
      });
    });

    it('should text the number the proposal was shared with when the send names none, and mail as well when both channels are asked', async () => {
      const { token, proposalId } = (
        await manager
          .post('/api/share-proposal')
          .send({
            proposalContent: '# Roof\n\nA new roof.',
            clientName: 'Lee',
            clientEmail: 'lee@example.com',
            clientPhone: '512-555-0177',
            companyName: 'Top Roofing',
            keySellingPoints: {
              price: '$9,000',
              whyChooseUs: '',
              testimonials: '',
              warrantyInfo: '',
            },
          })
          .expect(201)
      ).body as { token: string; proposalId: string };

      const answer = await send(manager, { token, channels: ['email', 'sms'] }).expect(200);

      expect(answer.body.sent).toEqual([
        { channel: 'email', address: 'lee@example.com', sent_at: expect.any(String) },
        { channel: 'sms', address: '+15125550177', sent_at: expect.any(String) },
      ]);
      const [mail, sms] = await sentEvents(proposalId);
      await app.runner.waitUntilCaughtUp();
      const { rows } = await app.db.query('SELECT 1 FROM mail_outbox WHERE idempotency_key = $1', [
        `${mail.id}:send-email`,
      ]);
      expect(rows).toHaveLength(1);
      expect((await sentText(sms.id)).to).toBe('+15125550177');
    });

    it('should refuse and record nothing when the company has no number and there is no messaging service', async () => {
      const other = await superPro();
      const { token, proposalId } = await shareThroughApi(other.agent);

      const answer = await send(other.agent, { token, channels: ['email', 'sms'], phone: CLIENT });

      expect(answer.status).toBe(422);
      expect(answer.body.error).toBe(sendProposalMessages.noTextSender);
      expect(await sentEvents(proposalId)).toEqual([]);
    });

    it('should refuse with 400 and record nothing when the client has no phone number', async () => {
      const { token, proposalId } = await shareThroughApi(manager);

      const answer = await send(manager, { token, channels: ['sms'] });

      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(sendProposalMessages.noPhone);
      expect(await sentEvents(proposalId)).toEqual([]);
    });

    it('should refuse a text to a client who replied STOP, and send again once they replied START', async () => {
      const client = '+15125550188';
      const { token, proposalId } = await shareThroughApi(manager);
      const stop = await reply(client, '  stop ');
      expect(stop.status).toBe(200);
      expect(await stop.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');

      const refused = await send(manager, { token, channels: ['sms'], phone: client });

      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(sendProposalMessages.optedOut);
      expect(await sentEvents(proposalId)).toEqual([]);
      // Email is still open to them.
      await send(manager, { token, channels: ['email'] }).expect(200);

      expect((await reply(client, 'START')).status).toBe(200);
      await send(manager, { token, channels: ['sms'], phone: client }).expect(200);
      const [, text] = await sentEvents(proposalId);
      expect((await sentText(text.id)).to).toBe(client);
    });

    it('should not send a text to a client who replied STOP after the send was accepted, and show why on the row', async () => {
      const client = '+15125550199';
      const { token, proposalId } = await shareThroughApi(manager);
      // The reactor waits, so the text is still to be written when the client opts out.
      await app.runner.stop();
      try {
        await send(manager, { token, channels: ['sms'], phone: client }).expect(200);
        expect((await reply(client, 'UNSUBSCRIBE')).status).toBe(200);
      } finally {
        await app.runner.start();
      }
      const before = twilioServer.messages.length;

      const [event] = await sentEvents(proposalId);
      await eventually(
        'the text is skipped',
        async () => (await textOf(event.id))?.status === 'skipped',
      );
      expect((await textOf(event.id))?.error).toBe('the recipient replied STOP to texts');
      expect(twilioServer.messages.length).toBe(before);
      await eventually('the row shows it', async () => {
        await app.runner.waitUntilCaughtUp();
        const { proposals } = (await manager.get('/api/dashboard').expect(200))
          .body as DashboardResponse;
        return (
          proposals.find((row) => row.token === token)?.delivery_failure?.reason ===
          'the recipient replied STOP to texts'
        );
      });
    });

    it('should show "Text not delivered" on the row once when Twilio reports the failure five times at once', async () => {
      const { token, proposalId } = await shareThroughApi(manager);
      await send(manager, { token, channels: ['sms'], phone: CLIENT }).expect(200);
      const [event] = await sentEvents(proposalId);
      const { provider_sid } = await sentText(event.id);
      const status = {
        MessageSid: provider_sid!,
        MessageStatus: 'undelivered',
        ErrorCode: '30003',
        To: CLIENT,
      };

      const answers = await Promise.all(
        Array.from({ length: 5 }, () => postTwilio('/webhooks/twilio/message-status', status)),
      );

      expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204, 204]);
      const failures = (await app.store.readStream(proposalStreamName(proposalId))).filter(
        (e) => e.type === 'ProposalDeliveryFailed',
      );
      expect(failures).toHaveLength(1);
      expect(failures[0].data).toMatchObject({
        delivery: event.id,
        channel: 'sms',
        address: CLIENT,
      });
      await app.runner.waitUntilCaughtUp();
      const { proposals } = (await manager.get('/api/dashboard').expect(200))
        .body as DashboardResponse;
      expect(proposals.find((row) => row.token === token)?.delivery_failure).toEqual({
        channel: 'sms',
        address: CLIENT,
        reason: 'undelivered (Twilio error 30003)',
        failed_at: expect.any(String),
      });
      expect((await textOf(event.id))?.status).toBe('failed');
    });

    it('should send the text on a later attempt when Twilio first answers a server error', async () => {
      const { token, proposalId } = await shareThroughApi(manager);
      twilioServer.failNext('message', {
        status: 503,
        code: 20503,
        message: 'Service Unavailable',
      });

      await send(manager, { token, channels: ['sms'], phone: CLIENT }).expect(200);

      const [event] = await sentEvents(proposalId);
      const text = await sentText(event.id);
      const { rows } = await app.db.query<{ attempts: number }>(
        'SELECT attempts FROM sms_outbox WHERE idempotency_key = $1',
        [`${event.id}:send-sms`],
      );
      expect(rows[0].attempts).toBe(2);
      expect(twilioServer.messages.filter((m) => m.sid === text.provider_sid)).toHaveLength(1);
    });

    it('should show the failure on the row at once when Twilio refuses the text', async () => {
      const { token, proposalId } = await shareThroughApi(manager);
      twilioServer.failNext('message', {
        status: 400,
        code: 21610,
        message: 'Attempt to send to unsubscribed recipient',
      });

      await send(manager, { token, channels: ['sms'], phone: CLIENT }).expect(200);

      const [event] = await sentEvents(proposalId);
      await eventually('the failure is recorded', async () =>
        (await app.store.readStream(proposalStreamName(proposalId))).some(
          (e) => e.type === 'ProposalDeliveryFailed',
        ),
      );
      const text = await textOf(event.id);
      expect(text).toMatchObject({ status: 'failed', provider_sid: null });
      expect(text?.error).toContain('unsubscribed recipient (code 21610, HTTP 400)');
      await app.runner.waitUntilCaughtUp();
      const { proposals } = (await manager.get('/api/dashboard').expect(200))
        .body as DashboardResponse;
      expect(proposals.find((row) => row.token === token)?.delivery_failure).toMatchObject({
        channel: 'sms',
        address: CLIENT,
      });
    });

    it('should mark the text delivered when Twilio says so, and do nothing for a sid that is not ours', async () => {
      const { token, proposalId } = await shareThroughApi(manager);
      await send(manager, { token, channels: ['sms'], phone: CLIENT }).expect(200);
      const [event] = await sentEvents(proposalId);
      const { provider_sid } = await sentText(event.id);

      const delivered = await postTwilio('/webhooks/twilio/message-status', {
        MessageSid: provider_sid!,
        MessageStatus: 'delivered',
      });
      const unknown = await postTwilio('/webhooks/twilio/message-status', {
        MessageSid: `SM${'f'.repeat(32)}`,
        MessageStatus: 'failed',
      });

      expect([delivered.status, unknown.status]).toEqual([204, 204]);
      expect((await textOf(event.id))?.status).toBe('delivered');
      const events = await app.store.readStream(proposalStreamName(proposalId));
      expect(events.map((e) => e.type)).not.toContain('ProposalDeliveryFailed');
    });

    it('should answer 403 and change nothing when the signature is not Twilio', async () => {
      const client = '+15125550166';

      const status = await postTwilio(
        '/webhooks/twilio/message-status',
        { MessageSid: `SM${'1'.repeat(32)}`, MessageStatus: 'failed' },
        false,
      );
      const stop = await postTwilio(
        '/webhooks/twilio/messages',
        { From: client, To: companyNumber, Body: 'STOP' },
        false,
      );

      expect([status.status, stop.status]).toEqual([403, 403]);
      const { token } = await shareThroughApi(manager);
      await send(manager, { token, channels: ['sms'], phone: client }).expect(200);
    });

    it("should answer 404 and record nothing for another company's token", async () => {
      const { token, proposalId } = await shareThroughApi(manager);
      const stranger = await superPro();

      await send(stranger.agent, { token, channels: ['sms'], phone: CLIENT }).expect(404);

      expect(await sentEvents(proposalId)).toEqual([]);
    });
  });
}
