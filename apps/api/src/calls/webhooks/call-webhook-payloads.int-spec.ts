import { randomBytes, randomUUID } from 'node:crypto';
import type { CallRecord } from '@vanilla/contracts';
import twilio from 'twilio';
import { signUp } from '../../testing/accounts-fixtures.js';
import type { Agent } from '../../testing/accounts-fixtures.js';
import type { FakeTwilioServer } from '../../testing/fake-twilio-server.js';
import type { FakeVapiServer } from '../../testing/fake-vapi-server.js';
import { createBody } from '../../testing/receptionist-fixtures.js';
import { expectRebuildEqualsLive } from '../../testing/rebuild.js';
import { startTelephonyApp } from '../../testing/telephony-app.js';
import type { TestApp } from '../../testing/test-app.js';
import { databaseKinds } from '../../testing/test-database.js';
import { signVapiRequest } from '../../receptionists/index.js';

const PUBLIC_BASE_URL = 'http://app.vanilla.example';
const VAPI_SECRET = 'vapi-payload-secret';
const DAY_SECONDS = 24 * 60 * 60;

// A signed webhook is authentic, not necessarily sensible: what Vapi and Twilio post is read
// against a schema before anything is stored, so one odd payload never stops a projection.
// Production mode (numbers bought from a local Twilio), since Twilio's webhooks find the
// receptionist by the number it owns.
for (const kind of databaseKinds()) {
  describe(`call webhooks with odd payloads on ${kind}`, () => {
    let app: TestApp;
    let twilioServer: FakeTwilioServer;
    let vapi: FakeVapiServer;
    let manager: Agent;
    let receptionist: { vapi_assistant_id: string; phone_number: string };

    beforeAll(async () => {
      ({ app, twilioServer, vapi } = await startTelephonyApp(kind, {
        VAPI_WEBHOOK_SECRET: VAPI_SECRET,
        PUBLIC_BASE_URL,
      }));
      manager = (await signUp(app.url)).agent;
      manager.set('Origin', PUBLIC_BASE_URL);
      receptionist = (
        await manager.post('/api/ai-receptionist/create-with-vapi').send(createBody()).expect(200)
      ).body.receptionist;
    });

    afterAll(async () => {
      await app.close();
      await twilioServer.close();
      await vapi.close();
    });

    const postVapi = (
      body: string,
      headers: Record<string, string> = signVapiRequest(VAPI_SECRET, body),
    ) =>
      fetch(`${app.url}/webhooks/vapi`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });

    const postTwilio = (path: string, params: Record<string, string | string[]>) => {
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(params)) {
        for (const one of [value].flat()) body.append(name, one);
      }
      return fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': twilio.getExpectedTwilioSignature(
            twilioServer.authToken,
            `${PUBLIC_BASE_URL}${path}`,
            params,
          ),
        },
        body: body.toString(),
      });
    };

    const eventCount = async () =>
      (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events')).rows[0].n;

    const callsNow = async () => {
      await app.runner.waitUntilCaughtUp();
      return (await manager.get('/api/calls?limit=200').expect(200)).body.calls as CallRecord[];
    };

    const expectHealthy = async () => {
      const health = await fetch(`${app.url}/health`);
      expect({ status: health.status, body: await health.json() }).toMatchObject({ status: 200 });
    };

    // A call the read model shows with values a dashboard can use.
    const expectSane = (call: CallRecord | undefined, receivedAt: number) => {
      expect(call).toBeDefined();
      const { durationSeconds, started_at, ended_at } = call!;
      expect(Number.isInteger(durationSeconds)).toBe(true);
      expect(durationSeconds).toBeGreaterThanOrEqual(0);
      expect(durationSeconds).toBeLessThanOrEqual(DAY_SECONDS);
      const started = Date.parse(started_at);
      const ended = Date.parse(ended_at!);
      expect(started).toBeLessThanOrEqual(ended);
      expect(ended - started).toBeLessThanOrEqual(DAY_SECONDS * 1000);
      expect(Math.abs(ended - receivedAt)).toBeLessThan(10 * 60_000);
    };

    const report = (callId: string, fields: Record<string, unknown> = {}) => ({
      message: {
        type: 'end-of-call-report',
        endedReason: 'customer-ended-call',
        startedAt: new Date(Date.now() - 60_000).toISOString(),
        endedAt: new Date().toISOString(),
        call: {
          id: callId,
          assistantId: receptionist.vapi_assistant_id,
          customer: { number: '+15125550111' },
        },
        artifact: {
          messages: [
            { role: 'bot', message: 'Thanks for calling.', secondsFromStart: 0.5 },
            { role: 'user', message: 'My furnace is out.', secondsFromStart: 3 },
          ],
        },
        analysis: { summary: 'Furnace out.' },
        ...fields,
      },
    });

    it.each<[string, Record<string, unknown>, Partial<CallRecord>]>([
      ['startedAt 0', { startedAt: 0 }, {}],
      ['startedAt negative', { startedAt: -1 }, {}],
      ['startedAt not ISO', { startedAt: 'yesterday' }, { durationSeconds: 0 }],
      ['endedAt 2026-02-30T25:61:00Z', { endedAt: '2026-02-30T25:61:00Z' }, {}],
      ['endedAt on 30 February', { endedAt: '2026-02-30T10:00:00Z' }, {}],
      ['endedAt far in the future', { endedAt: '9999-12-31T23:59:59Z' }, {}],
      ['startedAt 1e308', { startedAt: 1e308 }, {}],
      ['durationSeconds -5', { durationSeconds: -5 }, { durationSeconds: 60 }],
      ['durationSeconds 1e308', { durationSeconds: 1e308 }, { durationSeconds: 60 }],
      ['durationSeconds "x"', { durationSeconds: 'x' }, { durationSeconds: 60 }],
      ['durationSeconds of a week', { durationSeconds: 7 * DAY_SECONDS }, { durationSeconds: 60 }],
      [
        'times more than a day apart',
        { startedAt: '2020-01-01T00:00:00Z', durationSeconds: undefined },
        { durationSeconds: 0 },
      ],
      [
        'transcript lines of the wrong types',
        {
          artifact: {
            messages: [
              { role: 5, message: 'no speaker' },
              { role: 'bot', message: { text: 'not text' } },
              { role: 'user', message: 'Hello', secondsFromStart: 'x' },
              { role: 'bot', message: 'Hi there', secondsFromStart: 1e308 },
            ],
          },
        },
        {
          transcript: [
            { timestamp: '0:00', speaker: 'Caller', text: 'Hello', tags: ['greeting'] },
            { timestamp: '0:00', speaker: 'AI', text: 'Hi there', tags: ['greeting'] },
          ],
        },
      ],
      [
        'a summary with NUL characters',
        { analysis: { summary: 'Fur\u0000nace' } },
        { summary: 'Furnace' },
      ],
    ])(
      'should record a sane call and stay healthy when the Vapi report has %s',
      async (_case, fields, expected) => {
        const callId = `odd-${randomUUID()}`;
        const receivedAt = Date.now();
        const response = await postVapi(JSON.stringify(report(callId, fields)));
        expect(response.status).toBe(200);
        const call = (await callsNow()).find((c) => c.id === callId);
        expectSane(call, receivedAt);
        expect(call).toMatchObject({ status: 'Completed', ...expected });
        await expectHealthy();
      },
    );

    it('should bound the transcript when the Vapi report has too many or too long lines', async () => {
      const callId = `long-${randomUUID()}`;
      const messages = Array.from({ length: 3_000 }, (_, i) => ({
        role: i % 2 ? 'user' : 'bot',
        message: `line ${i} ${'blah '.repeat(600)}`,
        secondsFromStart: i,
      }));
      const response = await postVapi(JSON.stringify(report(callId, { artifact: { messages } })));
      expect(response.status).toBe(200);
      const call = (await callsNow()).find((c) => c.id === callId)!;
      expect(call.transcript).toHaveLength(2_000);
      expect(Math.max(...call.transcript.map((line) => line.text.length))).toBe(2_000);
      await expectHealthy();
    });

    it.each<[string, () => unknown]>([
      ['a null body', () => null],
      ['a body that is a string', () => 'x'],
      ['a body that is a list', () => []],
      ['a message that is a string', () => ({ message: 'x' })],
      ['a message without a type', () => ({ message: { call: { id: 'vapi-untyped' } } })],
      ['messages that are a string', () => report('vapi-bad-1', { messages: 'x' })],
      [
        'artifact messages that are a string',
        () => report('vapi-bad-2', { artifact: { messages: 'x' } }),
      ],
      [
        'transcript entries that are not objects',
        () => report('vapi-bad-3', { artifact: { messages: [null, 42, 'hi'] } }),
      ],
      ['a call that is a string', () => report('x', { call: 'vapi-bad-4' })],
      ['a 10 KB call id', () => report(randomBytes(5_000).toString('hex'))],
      ['a call id with a slash and spaces', () => report('a/b c')],
      [
        'a tool call list that is not a list',
        () => ({ message: { type: 'tool-calls', call: { id: 'vapi-bad-6' }, toolCallList: 'x' } }),
      ],
      [
        'a tool call with an odd id',
        () => ({
          message: {
            type: 'tool-calls',
            call: { id: 'vapi-bad-7' },
            toolCallList: [{ id: 'a b', function: { name: 'textProposalLink' } }],
          },
        }),
      ],
      [
        'a 10 KB assistant id',
        () => ({
          message: {
            type: 'assistant-request',
            call: { id: 'vapi-bad-5', assistantId: randomBytes(5_000).toString('hex') },
          },
        }),
      ],
    ])(
      'should refuse with 400 and store nothing when the Vapi webhook has %s',
      async (_case, body) => {
        const before = await eventCount();
        const response = await postVapi(JSON.stringify(body()));
        expect(response.status).toBe(400);
        await app.runner.waitUntilCaughtUp();
        expect(await eventCount()).toBe(before);
        await expectHealthy();
      },
    );

    it('should name the field it could not read when it refuses a webhook', async () => {
      const response = await postVapi(JSON.stringify(report('a/b')));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        error: 'message.call.id is not an id (up to 255 letters, digits and ._:@-)',
      });
    });

    it('should keep one call when five deliveries of an odd report arrive at once', async () => {
      const callId = `CA${randomBytes(16).toString('hex')}`;
      // Without a usable end time each delivery falls back to its own arrival: five different
      // reports of one call, which still make one completion on one stream.
      const body = JSON.stringify(report(callId, { endedAt: '2026-02-30T25:61:00Z' }));
      const statuses = await Promise.all(Array.from({ length: 5 }, () => postVapi(body)));
      expect(statuses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect((await callsNow()).filter((c) => c.id === callId)).toHaveLength(1);
      const { rows } = await app.db.query<{ type: string }>(
        'SELECT type FROM es_events WHERE stream_name = $1',
        [`call-${callId}`],
      );
      expect(rows.map((row) => row.type)).toEqual(['CallCompleted']);
    });

    it('should answer 403 before reading the body when the webhook is unsigned', async () => {
      for (const body of ['null', JSON.stringify({ message: 'x' })]) {
        expect((await postVapi(body, { 'x-vapi-secret': 'wrong' })).status).toBe(403);
      }
    });

    it.each<[string, string, number]>([
      ['abc', 'abc', 0],
      ['huge', '1'.repeat(400), 0],
      ['more than a day', String(2 * DAY_SECONDS), 0],
      ['negative', '-5', 0],
      ['a number', '65', 65],
    ])(
      'should record a sane call and stay healthy when Twilio reports a CallDuration that is %s',
      async (_case, duration, seconds) => {
        const callSid = `CA${randomBytes(16).toString('hex')}`;
        const receivedAt = Date.now();
        const response = await postTwilio('/webhooks/twilio/status', {
          CallSid: callSid,
          From: '+15125550111',
          To: receptionist.phone_number,
          CallStatus: 'completed',
          CallDuration: duration,
          Direction: 'inbound',
        });
        expect(response.status).toBe(204);
        const call = (await callsNow()).find((c) => c.id === callSid);
        expectSane(call, receivedAt);
        expect(call).toMatchObject({ status: 'Completed', durationSeconds: seconds });
        await expectHealthy();
      },
    );

    it.each<[string, Record<string, string | string[]>]>([
      ['a 10 KB CallSid', { CallSid: randomBytes(5_000).toString('hex') }],
      ['two CallSids', { CallSid: ['CA1', 'CA2'] }],
    ])('should refuse with 400 and store nothing when Twilio posts %s', async (_case, params) => {
      const before = await eventCount();
      for (const path of ['/webhooks/twilio/voice', '/webhooks/twilio/status']) {
        const response = await postTwilio(path, {
          From: '+15125550111',
          To: receptionist.phone_number,
          CallStatus: 'completed',
          CallDuration: '5',
          ...params,
        });
        expect(response.status).toBe(400);
      }
      await app.runner.waitUntilCaughtUp();
      expect(await eventCount()).toBe(before);
      await expectHealthy();
    });

    // Last: after every odd payload above, the read models are what a replay of the log makes,
    // and nothing was parked on the way.
    it('should rebuild the call and usage read models equal to the live ones after all the odd payloads', async () => {
      const [calls] = await expectRebuildEqualsLive(
        app,
        ['calls', 'usage'],
        ['calls', 'usage_calls'],
      );
      expect(calls.length).toBeGreaterThan(10);
      const health = (await (await fetch(`${app.url}/health`)).json()) as {
        status: string;
        projections: Array<{ parked_count: number }>;
      };
      expect(health.status).toBe('ok');
      expect(health.projections.every((projection) => projection.parked_count === 0)).toBe(true);
    });
  });
}
