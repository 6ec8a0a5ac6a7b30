import { randomUUID } from 'node:crypto';
import { newAgent, registration } from '../../testing/accounts-fixtures.js';
import { activateSubscription } from '../../testing/stripe-fixtures.js';
import type { Agent } from '../../testing/accounts-fixtures.js';
import { startSuiteApp, startTestApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';
import { NO_REDIS_REASON, redisUrl } from '../../testing/test-redis.js';

// Every client of a test its own address, so one test's counts never reach another's.
let lastAddress = 0;
const freshAddress = () => {
  lastAddress += 1;
  return `203.0.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

const signUpFrom = async (url: string, address = freshAddress()) => {
  const agent = newAgent(url, address);
  const body = registration();
  const response = await agent.post('/auth/member/register').send(body).expect(201);
  return { agent, body, user: response.body.user as { id: string } };
};

const shareProposal = async (agent: Agent): Promise<string> =>
  (
    await agent
      .post('/api/share-proposal')
      .send({ proposalContent: '# Roof\n\n## Summary\nA new roof.', clientName: 'Dana Smith' })
      .expect(201)
  ).body.token;

const demoCall = {
  customerName: 'Riley',
  agentName: 'Ava',
  phone: '+15125550142',
  companyName: 'Riley Roofing',
  sector: 'roofing',
  goal: 'appointment',
};

const expectTooMany = (
  response: { status: number; headers: Record<string, string>; body: unknown },
  sentence: RegExp,
) => {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.body).toEqual({ success: false, error: expect.stringMatching(sentence) });
};

const WAIT = 'Please try again in (\\d+ seconds?|1 minute)\\.$';

// Counted in this process, and in Redis when REDIS_URL is set.
const stores = redisUrl ? (['memory', 'redis'] as const) : (['memory'] as const);

describe('rate limits on public entry points', () => {
  describe.each(stores)('with two requests a minute allowed everywhere, counted in %s', (store) => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startSuiteApp('pglite', {
        redisUrl: store === 'redis' ? redisUrl : null,
        env: {
          RATE_LIMIT_SIGN_IN: '2/1m',
          RATE_LIMIT_SIGN_UP: '2/1m',
          RATE_LIMIT_PASSWORD_RESET: '2/1m',
          RATE_LIMIT_SHARE_LINK_PER_IP: '2/1m',
          RATE_LIMIT_SHARE_LINK_PER_TOKEN: '3/1m',
          RATE_LIMIT_PROPOSAL_MESSAGE: '2/1m',
          RATE_LIMIT_PROPOSAL_GENERATION: '2/1m',
          RATE_LIMIT_PROPOSAL_SENDS: '2/1m',
          RATE_LIMIT_DEMO_CALL_REQUESTS: '2/1m',
        },
      });
    });

    afterAll(async () => {
      await app?.close();
    });

    it('should answer the third request from one address with 429, Retry-After and a sentence when the limit is two', async () => {
      // A link of its own each time: these count per address, not per share link.
      const routes: Array<{
        what: string;
        send: (
          client: Agent,
        ) => Promise<{ status: number; headers: Record<string, string>; body: unknown }>;
      }> = [
        {
          what: 'sign-in attempts',
          send: (client) =>
            client.post('/auth/member/login').send({ email: 'a@example.com', password: 'x' }),
        },
        {
          what: 'sign-ups',
          send: (client) => client.post('/auth/member/register').send(registration()),
        },
        {
          what: 'password reset requests',
          send: (client) => client.post('/auth/request-reset').send({ email: 'a@example.com' }),
        },
        {
          what: 'password reset requests',
          send: (client) =>
            client
              .post('/auth/reset-password')
              .send({ token: 'no-such-token', email: 'a@example.com', password: 'new-pass-1' }),
        },
        {
          what: 'requests for shared proposals',
          send: (client) => client.get(`/api/proposal/${randomUUID()}`),
        },
        {
          what: 'requests for shared proposals',
          send: (client) => client.post('/api/track-proposal-view').send({ token: randomUUID() }),
        },
        {
          what: 'requests for shared proposals',
          send: (client) => client.post(`/api/proposals/${randomUUID()}/decline`).send({}),
        },
        {
          what: 'requests for shared proposals',
          send: (client) => client.post(`/api/proposals/${randomUUID()}/request-new-link`).send({}),
        },
        {
          what: 'requests for shared reports',
          send: (client) => client.get(`/api/shared-reports/${'r'.repeat(43)}`),
        },
        {
          what: 'messages',
          send: (client) =>
            client.post('/api/proposal-message').send({
              token: randomUUID(),
              name: 'Dana',
              email: 'dana@example.com',
              message: 'Hello',
            }),
        },
        {
          what: 'demo call requests',
          send: (client) => client.post('/api/request-call').send(demoCall),
        },
      ];
      for (const route of routes) {
        const client = newAgent(app.url, freshAddress());
        for (let i = 0; i < 2; i += 1) expect((await route.send(client)).status).not.toBe(429);
        expectTooMany(
          await route.send(client),
          new RegExp(`^Too many ${route.what} from this address\\. ${WAIT}`),
        );
        // Another address is not held back.
        expect((await route.send(newAgent(app.url, freshAddress()))).status).not.toBe(429);
      }
    });

    it('should hold a share link back after three requests for it, whichever addresses they come from', async () => {
      const { agent } = await signUpFrom(app.url);
      const token = await shareProposal(agent);
      await newAgent(app.url, freshAddress()).get(`/api/proposal/${token}`).expect(200);
      await newAgent(app.url, freshAddress())
        .post('/api/track-proposal-view')
        .send({ token })
        .expect(200);
      await newAgent(app.url, freshAddress()).get(`/api/proposal/${token}`).expect(200);
      expectTooMany(
        await newAgent(app.url, freshAddress()).get(`/api/proposal/${token}`),
        new RegExp(`^Too many requests for this proposal\\. ${WAIT}`),
      );
      // Another proposal's link still opens.
      await newAgent(app.url, freshAddress())
        .get(`/api/proposal/${await shareProposal(agent)}`)
        .expect(200);
    });

    it("should hold a report's share link back after three requests for it, whichever addresses they come from", async () => {
      const { agent } = await signUpFrom(app.url);
      const link = async () => {
        const { report } = (
          await agent
            .post('/api/reports')
            .send({ name: 'March', template: 'financial', from: '2026-03-01', to: '2026-03-31' })
            .expect(200)
        ).body as { report: { id: string } };
        return (await agent.post(`/api/reports/${report.id}/share`).expect(200)).body.share
          .token as string;
      };
      const token = await link();
      for (let i = 0; i < 3; i += 1) {
        await newAgent(app.url, freshAddress()).get(`/api/shared-reports/${token}`).expect(200);
      }
      expectTooMany(
        await newAgent(app.url, freshAddress()).get(`/api/shared-reports/${token}`),
        new RegExp(`^Too many requests for this report\\. ${WAIT}`),
      );
      await newAgent(app.url, freshAddress())
        .get(`/api/shared-reports/${await link()}`)
        .expect(200);
    });

    it('should hold back messages about one proposal after two, whichever addresses send them', async () => {
      const { agent } = await signUpFrom(app.url);
      const token = await shareProposal(agent);
      const message = { token, name: 'Dana', email: 'dana@example.com', message: 'Hello' };
      for (let i = 0; i < 2; i += 1) {
        await newAgent(app.url, freshAddress())
          .post('/api/proposal-message')
          .send(message)
          .expect(200);
      }
      expectTooMany(
        await newAgent(app.url, freshAddress()).post('/api/proposal-message').send(message),
        new RegExp(`^Too many messages for this proposal\\. ${WAIT}`),
      );
    });

    it("should count a user's sends of proposals to clients when the user moves between addresses", async () => {
      const superPro = async () => {
        const signedUp = await signUpFrom(app.url);
        await activateSubscription(app.store, signedUp.user.id, 'super_pro');
        await app.runner.waitUntilCaughtUp();
        return { agent: signedUp.agent, token: await shareProposal(signedUp.agent) };
      };
      const { agent, token } = await superPro();
      const body = { token, channels: ['email'], email: 'dana@example.com' };
      const send = () => agent.post('/api/send-proposal').send(body);
      for (let i = 0; i < 2; i += 1) {
        agent.set('X-Forwarded-For', freshAddress());
        await send().expect(200);
      }
      agent.set('X-Forwarded-For', freshAddress());
      expectTooMany(
        await send(),
        new RegExp(`^Too many proposal sends from your account\\. ${WAIT}`),
      );
      // Another user is not held back.
      const other = await superPro();
      await other.agent
        .post('/api/send-proposal')
        .send({ ...body, token: other.token })
        .expect(200);
    });

    it('should count proposal generation per user, from the form and by voice alike, when the user moves between addresses', async () => {
      const { agent } = await signUpFrom(app.url);
      const form = { proposalName: 'Roof', category: 'Roofing', clientName: 'Dana Smith' };
      await agent.post('/api/generate-proposal').send(form).expect(201);
      agent.set('X-Forwarded-For', freshAddress());
      await agent
        .post('/api/voice-to-proposal')
        .send({ voiceTranscript: 'A new roof' })
        .expect(201);
      agent.set('X-Forwarded-For', freshAddress());
      expectTooMany(
        await agent.post('/api/voice-to-proposal').send({ voiceTranscript: 'A new roof' }),
        new RegExp(`^Too many proposal generations from your account\\. ${WAIT}`),
      );
      // Another user from the same address is not held back.
      const other = await signUpFrom(app.url);
      await other.agent.post('/api/generate-proposal').send(form).expect(201);
    });
  });

  describe('with the default limits', () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startSuiteApp('pglite');
    });

    afterAll(async () => {
      await app?.close();
    });

    it('should record all of 200 concurrent views of one proposal', async () => {
      const { agent } = await signUpFrom(app.url);
      const token = await shareProposal(agent);
      const views = await Promise.all(
        Array.from({ length: 200 }, () =>
          newAgent(app.url).post('/api/track-proposal-view').send({ token }),
        ),
      );
      expect(views.filter((view) => view.status === 200)).toHaveLength(200);
      await app.runner.waitUntilCaughtUp();
      const { rows } = await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM es_events WHERE type = 'ProposalViewed'`,
      );
      expect(rows[0].n).toBe(200);
    });
  });

  if (redisUrl) {
    describe('across API instances sharing Redis', () => {
      const prefix = `test-${randomUUID()}`;
      const apps: TestApp[] = [];

      beforeAll(async () => {
        const start = (rateLimitPrefix: string) =>
          startTestApp({
            databaseUrl: null,
            redisUrl,
            env: { RATE_LIMIT_SIGN_IN: '2/1m', RATE_LIMIT_PREFIX: rateLimitPrefix },
          });
        apps.push(await start(prefix), await start(prefix), await start(`test-${randomUUID()}`));
      });

      afterAll(async () => {
        await Promise.all(apps.map((app) => app.close()));
      });

      it('should hold a limit reached on one instance on the other, and not on an instance of another prefix', async () => {
        const [first, second, elsewhere] = apps;
        const address = freshAddress();
        const signIn = (app: TestApp) =>
          newAgent(app.url, address)
            .post('/auth/member/login')
            .send({ email: 'a@example.com', password: 'x' });
        expect((await signIn(first)).status).toBe(401);
        expect((await signIn(second)).status).toBe(401);
        expectTooMany(
          await signIn(first),
          new RegExp(`^Too many sign-in attempts from this address\\. ${WAIT}`),
        );
        expect((await signIn(second)).status).toBe(429);
        expect((await signIn(elsewhere)).status).toBe(401);
      });
    });
  } else {
    describe.skip(`across API instances sharing Redis (${NO_REDIS_REASON})`, () => {
      it('holds a limit across instances', () => undefined);
    });
  }
});
