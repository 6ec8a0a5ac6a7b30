import { randomUUID } from 'node:crypto';
import { presenceMessages } from '@vanilla/contracts';
import type { ProposalPresence } from '@vanilla/contracts';
import { Redis } from 'ioredis';
import { joinTeam, newAgent, signUp } from '../testing/accounts-fixtures.js';
import type { Agent } from '../testing/accounts-fixtures.js';
import { eventually } from '../testing/eventually.js';
import { shareThroughApi } from '../testing/proposal-fixtures.js';
import { collect, connectSocket } from '../testing/socket-client.js';
import type { TestSocket } from '../testing/socket-client.js';
import { startSuiteApp, startTestApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import {
  createScratchPostgresUrl,
  databaseKinds,
  NO_POSTGRES_REASON,
  postgresUrl,
} from '../testing/test-database.js';
import { NO_REDIS_REASON, redisUrl } from '../testing/test-redis.js';

// Short, so that a page that goes silent clears quickly in these tests, and long enough that the
// pages of a test do not go silent between its steps.
const TIMEOUT_MS = '3000';
// A silent page clears within its timeout and one sweep; the wait allows for a loaded machine.
const CLEARED_WITHIN_MS = 15_000;
// Low, so that a flood reaches it within a test; each other test reports a handful of times.
const PRESENCE_LIMIT = '30/1m';

const report = (url: string, token: string, visitId: string, section: string | null) =>
  newAgent(url).post(`/api/proposals/${token}/presence`).send({ visitId, section });

const isAbout =
  (token: string, section: string | null) =>
  (presence: ProposalPresence): boolean =>
    presence.token === token && presence.section === section;

for (const kind of databaseKinds()) {
  describe(`"viewing now" on ${kind}`, () => {
    let app: TestApp;
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      app = await startSuiteApp(kind, {
        env: { PRESENCE_TIMEOUT_MS: TIMEOUT_MS, RATE_LIMIT_PRESENCE: PRESENCE_LIMIT },
      });
    });

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await app.close();
    });

    const listen = async (cookie: string) => {
      const socket = await connectSocket(app.url, {}, { Cookie: cookie });
      sockets.push(socket);
      return collect(socket, 'proposal.presence');
    };

    const presenceOf = async (agent: Agent) =>
      (await agent.get('/api/proposals/presence').expect(200)).body.presence as unknown[];

    it("should push the client's section to the owners, follow it, and clear it when the page closes", async () => {
      const manager = await signUp(app.url);
      const member = await joinTeam(app.url, manager.agent);
      const other = await signUp(app.url);
      const { token } = await shareThroughApi(manager.agent);
      const owner = await listen(manager.cookie);
      const notCreator = await listen(member.cookie);
      const otherCompany = await listen(other.cookie);
      const visit = randomUUID();

      await report(app.url, token, visit, 'Summary').expect(200, { success: true });
      const first = await owner.waitFor(isAbout(token, 'Summary'));
      expect(first).toEqual({ token, section: 'Summary', since: expect.any(String) });
      expect(Date.parse((first as { since: string }).since)).not.toBeNaN();
      // A dashboard opened now shows it too, in the caller's scope only.
      expect(await presenceOf(manager.agent)).toEqual([first]);
      expect(await presenceOf(member.agent)).toEqual([]);
      expect(await presenceOf(other.agent)).toEqual([]);

      await report(app.url, token, visit, 'Investment').expect(200);
      await owner.waitFor(isAbout(token, 'Investment'));
      await report(app.url, token, visit, null).expect(200);
      await owner.waitFor(isAbout(token, null));
      expect(await presenceOf(manager.agent)).toEqual([]);
      // The pushes reached the owner's room; the member who did not create it and the other
      // company heard none of them.
      expect(notCreator.received).toEqual([]);
      expect(otherCompany.received).toEqual([]);
    });

    it("should push a member's own proposal to them and to their manager", async () => {
      const manager = await signUp(app.url);
      const member = await joinTeam(app.url, manager.agent);
      const { token } = await shareThroughApi(member.agent);
      const managerSocket = await listen(manager.cookie);
      const memberSocket = await listen(member.cookie);
      await report(app.url, token, randomUUID(), 'Investment').expect(200);
      await managerSocket.waitFor(isAbout(token, 'Investment'));
      await memberSocket.waitFor(isAbout(token, 'Investment'));
      expect(await presenceOf(member.agent)).toEqual([
        { token, section: 'Investment', since: expect.any(String) },
      ]);
    });

    it('should show the most recent of several pages and clear only when the last one goes', async () => {
      const manager = await signUp(app.url);
      const { token } = await shareThroughApi(manager.agent);
      const owner = await listen(manager.cookie);
      const phone = randomUUID();
      const laptop = randomUUID();
      await report(app.url, token, phone, 'Summary').expect(200);
      await owner.waitFor(isAbout(token, 'Summary'));
      await report(app.url, token, laptop, 'Investment').expect(200);
      await owner.waitFor(isAbout(token, 'Investment'));
      // The phone's heartbeat repeats its section: the laptop's move is still the latest.
      await report(app.url, token, phone, 'Summary').expect(200);
      // Counted before the request: its push may arrive before its answer.
      const afterLaptop = owner.received.length;
      await report(app.url, token, laptop, null).expect(200);
      await eventually(
        'the phone is what shows',
        async () =>
          owner.received.slice(afterLaptop).some(isAbout(token, 'Summary')) &&
          (await presenceOf(manager.agent)).length === 1,
      );
      expect(owner.received.slice(afterLaptop).some(isAbout(token, null))).toBe(false);
      // The same leave five times at once clears once.
      const beforeLeaves = owner.received.length;
      await Promise.all(
        Array.from({ length: 5 }, () => report(app.url, token, phone, null).expect(200)),
      );
      await owner.waitFor(isAbout(token, null));
      await report(app.url, token, laptop, 'Summary').expect(200);
      await eventually('the laptop shows again', async () =>
        owner.received.slice(beforeLeaves).some(isAbout(token, 'Summary')),
      );
      expect(owner.received.filter(isAbout(token, null))).toHaveLength(1);
    });

    it('should clear a page that went silent, without a word from it', async () => {
      const manager = await signUp(app.url);
      const { token } = await shareThroughApi(manager.agent);
      const owner = await listen(manager.cookie);
      await report(app.url, token, randomUUID(), 'Investment').expect(200);
      await owner.waitFor(isAbout(token, 'Investment'));
      await owner.waitFor(isAbout(token, null), CLEARED_WITHIN_MS);
      expect(await presenceOf(manager.agent)).toEqual([]);
    }, 30_000);

    it("should not report the company's own people reading their link", async () => {
      const manager = await signUp(app.url);
      const { token } = await shareThroughApi(manager.agent);
      const owner = await listen(manager.cookie);
      await manager.agent
        .post(`/api/proposals/${token}/presence`)
        .send({ visitId: randomUUID(), section: 'Summary' })
        .expect(200, { success: true });
      await report(app.url, token, randomUUID(), 'Investment').expect(200);
      await owner.waitFor(isAbout(token, 'Investment'));
      expect(owner.received.some(isAbout(token, 'Summary'))).toBe(false);
    });

    it('should refuse bad reports with a 4xx and push nothing for them', async () => {
      const manager = await signUp(app.url);
      const { token } = await shareThroughApi(manager.agent);
      const owner = await listen(manager.cookie);
      const visitId = randomUUID();
      const refusals: Array<[unknown, string]> = [
        [{ section: 'Summary' }, presenceMessages.visit],
        [{ visitId: 'not-a-uuid', section: 'Summary' }, presenceMessages.visit],
        [{ visitId, section: 42 }, presenceMessages.section],
        [{ visitId, section: '' }, presenceMessages.section],
        [{ visitId, section: 'x'.repeat(201) }, presenceMessages.section],
        [{ visitId, section: 'Call 555-0100 now' }, presenceMessages.unknownSection],
      ];
      for (const [body, message] of refusals) {
        const answer = await newAgent(app.url)
          .post(`/api/proposals/${token}/presence`)
          .send(body as object)
          .expect(400);
        expect(answer.body.error).toContain(message);
      }
      await newAgent(app.url)
        .post(`/api/proposals/${token}/presence`)
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ visitId, section: 'Summary' }))
        .expect(415);
      for (const malformed of ['{"visitId":', `["${visitId}"]`, 'null']) {
        await newAgent(app.url)
          .post(`/api/proposals/${token}/presence`)
          .set('Content-Type', 'application/json')
          .send(malformed)
          .expect(400);
      }
      await newAgent(app.url)
        .post(`/api/proposals/${token}/presence`)
        .set('Origin', 'https://evil.example')
        .send({ visitId, section: 'Summary' })
        .expect(403);
      await report(app.url, 'no-such-token', visitId, 'Summary').expect(404);
      await report(app.url, 'x'.repeat(500), visitId, 'Summary').expect(404);
      // A page that never reported leaves: nothing to clear.
      await newAgent(app.url)
        .post(`/api/proposals/${token}/presence`)
        .send({ visitId })
        .expect(200);
      // What a browser's sendBeacon sends from the page itself: a JSON Blob, same origin.
      await newAgent(app.url)
        .post(`/api/proposals/${token}/presence`)
        .set('Origin', app.url)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ visitId, section: null }))
        .expect(200);
      expect(owner.received).toEqual([]);
    });

    it('should let a page report every few seconds and stop a flood with 429 and Retry-After', async () => {
      const manager = await signUp(app.url);
      const { token } = await shareThroughApi(manager.agent);
      const flooder = newAgent(app.url);
      const visitId = randomUUID();
      // One after another: concurrent requests take the address's and the link's buckets in
      // different orders, so at the limit one may be refused by each and fewer than 30 pass.
      const answers = [];
      for (let i = 0; i < 40; i += 1) {
        answers.push(
          await flooder
            .post(`/api/proposals/${token}/presence`)
            .send({ visitId, section: 'Summary' }),
        );
      }
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(30);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
      const refused = answers.find((answer) => answer.status === 429)!;
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.error).toMatch(/^Too many presence reports/);
    });

    it('should answer a deleted link 410 and an expired one 410, pushing nothing', async () => {
      const manager = await signUp(app.url);
      const owner = await listen(manager.cookie);
      const deleted = await shareThroughApi(manager.agent);
      await manager.agent.post('/api/delete-proposal').send({ token: deleted.token }).expect(200);
      await report(app.url, deleted.token, randomUUID(), 'Summary').expect(410);
      const expiring = await shareThroughApi(manager.agent, {
        expiresAt: new Date(Date.now() + 1500).toISOString(),
      });
      await eventually(
        'the link has expired',
        async () => (await newAgent(app.url).get(`/api/proposal/${expiring.token}`)).status === 410,
      );
      await report(app.url, expiring.token, randomUUID(), 'Summary').expect(410);
      expect(owner.received).toEqual([]);
    });
  });
}

if (postgresUrl && redisUrl) {
  const sharedRedisUrl = redisUrl;
  describe('"viewing now" on two API instances sharing Postgres and Redis', () => {
    it("should carry a client's report to A to a dashboard on B, and clear it once when the page goes silent", async () => {
      const prefix = `test-presence-${randomUUID()}`;
      const env = { PRESENCE_TIMEOUT_MS: '2000', RATE_LIMIT_PREFIX: prefix };
      const scratch = await createScratchPostgresUrl();
      const a = await startTestApp({ databaseUrl: scratch.url, redisUrl: sharedRedisUrl, env });
      const b = await startTestApp({ databaseUrl: scratch.url, redisUrl: sharedRedisUrl, env });
      const redis = new Redis(sharedRedisUrl);
      const sockets: TestSocket[] = [];
      try {
        const manager = await signUp(a.url);
        const other = await signUp(b.url);
        const { token } = await shareThroughApi(manager.agent);
        const listen = async (url: string, cookie: string) => {
          const socket = await connectSocket(url, {}, { Cookie: cookie });
          sockets.push(socket);
          return collect(socket, 'proposal.presence');
        };
        const onB = await listen(b.url, manager.cookie);
        const onA = await listen(a.url, manager.cookie);
        const otherOnB = await listen(b.url, other.cookie);

        await report(a.url, token, randomUUID(), 'Investment').expect(200);
        await onB.waitFor(isAbout(token, 'Investment'));
        // B answers the dashboard from the same Redis.
        const listed = await newAgent(b.url)
          .get('/api/proposals/presence')
          .set('Cookie', manager.cookie)
          .expect(200);
        expect(listed.body).toEqual({
          success: true,
          presence: [expect.objectContaining({ token, section: 'Investment' })],
        });

        // Another page of the link reports to B; then both go silent. Both instances sweep: one
        // of them clears the link, once.
        await report(b.url, token, randomUUID(), 'Summary').expect(200);
        await onA.waitFor(isAbout(token, 'Summary'));
        await onB.waitFor(isAbout(token, null), CLEARED_WITHIN_MS);
        await onA.waitFor(isAbout(token, null), CLEARED_WITHIN_MS);
        expect(onB.received.filter(isAbout(token, null))).toHaveLength(1);
        expect(onA.received.filter(isAbout(token, null))).toHaveLength(1);
        expect(otherOnB.received).toEqual([]);
        expect(await redis.keys(`${prefix}:presence:*`)).toEqual([]);
      } finally {
        for (const socket of sockets) socket.close();
        const keys = await redis.keys(`${prefix}:*`);
        if (keys.length > 0) await redis.del(...keys);
        redis.disconnect();
        await b.close();
        await a.close();
        await scratch.drop();
      }
    }, 60_000);
  });
} else {
  describe.skip(`"viewing now" on two API instances (${postgresUrl ? NO_REDIS_REASON : NO_POSTGRES_REASON})`, () => {
    it('carries presence across instances through Redis', () => undefined);
  });
}
