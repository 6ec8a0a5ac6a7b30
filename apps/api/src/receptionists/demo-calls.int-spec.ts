import { randomUUID } from 'node:crypto';
import { newAgent, registration } from '../testing/accounts-fixtures.js';
import { startFakeVapiServer } from '../testing/fake-vapi-server.js';
import type { FakeVapiServer } from '../testing/fake-vapi-server.js';
import { startSuiteApp, startTestApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import {
  createScratchPostgresUrl,
  databaseKinds,
  NO_POSTGRES_REASON,
  postgresUrl,
} from '../testing/test-database.js';
import { NO_REDIS_REASON, redisUrl } from '../testing/test-redis.js';

// Production mode: demo calls go out through the real Vapi adapter to a local server that speaks
// Vapi's API, so `vapi.calls` holds exactly the calls that were placed.
const productionEnv = (vapi: FakeVapiServer, demoLine: string): Record<string, string> => ({
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'twilio-test-token',
  VAPI_API_KEY: vapi.apiKey,
  VAPI_BASE_URL: vapi.url,
  VAPI_WEBHOOK_SECRET: 'vapi-test-secret',
  VAPI_DEMO_PHONE_NUMBER_ID: demoLine,
});

const demo = (phone: string) => ({
  customerName: 'Riley',
  agentName: 'Ava',
  phone,
  companyName: 'Riley Roofing',
  sector: 'roofing',
  goal: 'appointment',
});

// Valid US numbers of the fictional 555 exchange, a new one each time.
let lastNumber = 0;
const freshNumber = () => {
  lastNumber += 1;
  return `+1512555${String(lastNumber).padStart(4, '0')}`;
};

let lastAddress = 0;
const freshAddress = () => {
  lastAddress += 1;
  return `198.18.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

const requestCall = (app: TestApp, phone: string, address = freshAddress()) =>
  newAgent(app.url, address).post('/api/request-call').send(demo(phone));

const callsTo = (vapi: FakeVapiServer) =>
  [...vapi.calls.values()].map((call) => (call.customer as { number: string }).number);

for (const kind of databaseKinds()) {
  describe(`demo calls in production mode on ${kind}`, () => {
    let app: TestApp;
    let vapi: FakeVapiServer;

    beforeAll(async () => {
      vapi = await startFakeVapiServer();
      app = await startSuiteApp(kind, {
        env: {
          ...productionEnv(vapi, vapi.addPhoneNumber('+14155550100')),
          DEMO_CALL_LIMIT_GLOBAL: '16/1d',
        },
      });
    });

    afterAll(async () => {
      await app?.close();
      await vapi?.close();
    });

    beforeEach(() => {
      vapi.calls.clear();
    });

    const storedCalls = async () =>
      (
        await app.db.query<{ phone: string; outcome: string }>(
          'SELECT phone, outcome FROM demo_call_requests ORDER BY created_at',
        )
      ).rows;

    it('should refuse numbers that are invalid, premium-rate, toll-free or of a country we do not call, and store nothing', async () => {
      const before = (await storedCalls()).length;
      const refusals: Array<[string, string]> = [
        ['+1512555', 'Please enter a valid 10-digit phone number.'],
        ['+15551234567', 'Please enter a valid 10-digit phone number.'],
        ['5125550142', 'Please enter a valid 10-digit phone number.'],
        [
          '+19005551234',
          'This number cannot take a demo call. Please enter a landline or mobile number.',
        ],
        [
          '+18005551234',
          'This number cannot take a demo call. Please enter a landline or mobile number.',
        ],
        [
          '+15005550006',
          'This number cannot take a demo call. Please enter a landline or mobile number.',
        ],
        ['+442079460000', 'Demo calls can only go to United States and Canada numbers.'],
        ['+18765550123', 'Demo calls can only go to United States and Canada numbers.'],
      ];
      for (const [phone, error] of refusals) {
        const response = await requestCall(app, phone);
        expect([phone, response.status, response.body.success, response.body.error]).toEqual([
          phone,
          400,
          false,
          error,
        ]);
      }
      expect(vapi.calls.size).toBe(0);
      expect(await storedCalls()).toHaveLength(before);
    });

    it('should call and store the number in E.164 form', async () => {
      await requestCall(app, '+1 (416) 555-0123')
        .expect(200)
        .expect({ success: true, outcome: 'called' });
      expect(callsTo(vapi)).toEqual(['+14165550123']);
      expect((await storedCalls()).at(-1)).toEqual({ phone: '+14165550123', outcome: 'called' });
    });

    it('should place three calls an hour from one address, counting only the calls that go ahead', async () => {
      const address = freshAddress();
      await requestCall(app, '+19005551234', address).expect(400);
      vapi.failNext({ status: 400, message: 'customer.number is not reachable' }, '/call');
      await requestCall(app, freshNumber(), address).expect(502);
      for (let i = 0; i < 3; i += 1) await requestCall(app, freshNumber(), address).expect(200);
      const refused = await requestCall(app, freshNumber(), address).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect(refused.body).toEqual({
        success: false,
        error: 'Too many demo calls from this address. Please try again in 60 minutes.',
      });
      expect(vapi.calls.size).toBe(3);
    });

    it('should place exactly three of ten concurrent requests from one address', async () => {
      const address = freshAddress();
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => requestCall(app, freshNumber(), address)),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([
        200, 200, 200, 429, 429, 429, 429, 429, 429, 429,
      ]);
      expect(vapi.calls.size).toBe(3);
    });

    it('should call one number twice a day at most, whichever addresses ask', async () => {
      const phone = freshNumber();
      await requestCall(app, phone).expect(200);
      await requestCall(app, phone).expect(200);
      const refused = await requestCall(app, phone).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000);
      expect(refused.body.error).toBe(
        'Too many demo calls to this number. Please try again in 24 hours.',
      );
      expect(callsTo(vapi)).toEqual([phone, phone]);
    });

    it('should give a signed-in user five demo calls a day, from any address', async () => {
      const agent = newAgent(app.url, freshAddress());
      await agent.post('/auth/member/register').send(registration()).expect(201);
      for (let i = 0; i < 5; i += 1) {
        agent.set('X-Forwarded-For', freshAddress());
        await agent.post('/api/request-call').send(demo(freshNumber())).expect(200);
      }
      agent.set('X-Forwarded-For', freshAddress());
      const refused = await agent.post('/api/request-call').send(demo(freshNumber())).expect(429);
      expect(refused.body.error).toBe(
        'Too many demo calls from your account. Please try again in 24 hours.',
      );
      expect(vapi.calls.size).toBe(5);
    });

    it('should stop at the daily cap of the whole server', async () => {
      const placed = (await storedCalls()).filter((call) => call.outcome === 'called').length;
      for (let i = placed; i < 16; i += 1) await requestCall(app, freshNumber()).expect(200);
      const refused = await requestCall(app, freshNumber()).expect(429);
      expect(refused.body.error).toMatch(
        /^We have placed as many demo calls as we can today\. Please try again in \d+ (hours|minutes)\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
}

// The counters live outside the process: in Postgres (a restart keeps them) or in Redis.
const acrossInstances = (
  name: string,
  open: () => Promise<{
    start(vapi: FakeVapiServer, line: string): Promise<TestApp>;
    drop(): Promise<void>;
  }>,
) =>
  describe(`demo call limits across API instances ${name}`, () => {
    it('should count the calls of every instance against one limit, and keep them over a restart', async () => {
      const vapi = await startFakeVapiServer();
      const shared = await open();
      const line = vapi.addPhoneNumber('+14155550100');
      try {
        const first = await shared.start(vapi, line);
        const second = await shared.start(vapi, line);
        const address = freshAddress();
        await requestCall(first, freshNumber(), address).expect(200);
        await requestCall(second, freshNumber(), address).expect(200);
        await requestCall(first, freshNumber(), address).expect(200);
        await requestCall(second, freshNumber(), address).expect(429);
        await first.close();
        await second.close();
        const restarted = await shared.start(vapi, line);
        await requestCall(restarted, freshNumber(), address).expect(429);
        await restarted.close();
        expect(vapi.calls.size).toBe(3);
      } finally {
        await shared.drop();
        await vapi.close();
      }
    });
  });

if (postgresUrl) {
  acrossInstances('sharing Postgres', async () => {
    const scratch = await createScratchPostgresUrl();
    return {
      start: (vapi: FakeVapiServer, line: string) =>
        startTestApp({ databaseUrl: scratch.url, env: productionEnv(vapi, line) }),
      drop: scratch.drop,
    };
  });
} else {
  describe.skip(`demo call limits across API instances sharing Postgres (${NO_POSTGRES_REASON})`, () => {
    it('counts every instance against one limit', () => undefined);
  });
}

if (redisUrl) {
  acrossInstances('sharing Redis', async () => {
    const prefix = `test-${randomUUID()}`;
    return {
      start: (vapi: FakeVapiServer, line: string) =>
        startTestApp({
          databaseUrl: null,
          redisUrl,
          env: { ...productionEnv(vapi, line), RATE_LIMIT_PREFIX: prefix },
        }),
      drop: async () => undefined,
    };
  });
} else {
  describe.skip(`demo call limits across API instances sharing Redis (${NO_REDIS_REASON})`, () => {
    it('counts every instance against one limit', () => undefined);
  });
}
