import { expiryMessages, MAX_VALIDITY_DAYS } from '@vanilla/contracts';
import { proposalStreamName } from '@vanilla/domain';
import { joinTeam, newAgent, signUp } from '../testing/accounts-fixtures.js';
import type { Agent } from '../testing/accounts-fixtures.js';
import { eventually } from '../testing/eventually.js';
import { outboxRowsTo } from '../testing/mail-fixtures.js';
import {
  dashboardRow,
  dashboardRows,
  heatPumpShare,
  shareThroughApi,
  signingBody,
} from '../testing/proposal-fixtures.js';
import { collect, connectSocket } from '../testing/socket-client.js';
import type { TestSocket } from '../testing/socket-client.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const share = (agent: Agent, expiresAt?: string) =>
  shareThroughApi(agent, expiresAt === undefined ? {} : { expiresAt });

// The end of the day `days` from today, in UTC (a company without a receptionist has no timezone).
const endOfUtcDay = (days: number) => {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days + 1) - 1,
  ).toISOString();
};

for (const kind of databaseKinds()) {
  describe(`proposal expiry on ${kind}`, () => {
    let app: TestApp;
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      app = await startSuiteApp(kind);
    });

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await app.close();
    });

    const eventTypes = async (proposalId: string) =>
      (await app.store.readStream(proposalStreamName(proposalId))).map((event) => event.type);

    // A link that expires in a moment, and the wait until it has.
    const expiredShare = async (agent: Agent) => {
      const shared = await share(agent, new Date(Date.now() + 1500).toISOString());
      await eventually(
        'the link has expired',
        async () => (await newAgent(app.url).get(`/api/proposal/${shared.token}`)).status === 410,
      );
      return shared;
    };

    it('should expire a link at the end of its 30th day (UTC) when shared without an expiry', async () => {
      const { agent } = await signUp(app.url);
      const before = endOfUtcDay(30);
      const { token, proposalId } = await share(agent);
      const [shared] = await app.store.readStream(proposalStreamName(proposalId));
      // Around midnight UTC the day may turn between the two readings.
      expect([before, endOfUtcDay(30)]).toContain(shared.data.expiresAt);
      expect(
        (await newAgent(app.url).get(`/api/proposal/${token}`).expect(200)).body,
      ).toMatchObject({ expires_at: shared.data.expiresAt });
      expect(await dashboardRow(app, agent, token)).toMatchObject({
        expires_at: shared.data.expiresAt,
        expired: false,
      });
    });

    it("should expire a link after the company's default validity, kept when the profile is saved without it, and refuse one outside 1 to 365 days", async () => {
      const { agent } = await signUp(app.url, { company_name: 'Cool Air HVAC' });
      const saved = { company_name: 'Cool Air HVAC', proposal_validity_days: 7 };
      await agent.put('/api/company').send(saved).expect(200);
      await agent.put('/api/company').send({ company_name: 'Cool Air HVAC' }).expect(200);
      for (const days of [0, 366, 2.5, '7']) {
        const refused = await agent
          .put('/api/company')
          .send({ ...saved, proposal_validity_days: days })
          .expect(400);
        expect(refused.body.error).toBe('Proposals must be valid for 1 to 365 days.');
      }
      expect((await agent.get('/api/company').expect(200)).body.company).toMatchObject({
        proposal_validity_days: 7,
      });
      const before = endOfUtcDay(7);
      const { proposalId } = await share(agent);
      const [shared] = await app.store.readStream(proposalStreamName(proposalId));
      expect([before, endOfUtcDay(7)]).toContain(shared.data.expiresAt);
    });

    it('should record the expiry given, as an instant, when shared with one', async () => {
      const { agent } = await signUp(app.url);
      const local = new Date(Date.now() + 10 * DAY_MS);
      local.setUTCMilliseconds(0);
      const withOffset = `${local.toISOString().slice(0, 19)}+02:00`;
      const { token, proposalId } = await share(agent, withOffset);
      const expected = new Date(Date.parse(withOffset)).toISOString();
      const [shared] = await app.store.readStream(proposalStreamName(proposalId));
      expect(shared.data.expiresAt).toBe(expected);
      expect(await dashboardRow(app, agent, token)).toMatchObject({
        expires_at: expected,
        expired: false,
      });
    });

    it('should refuse an expiry in the past, malformed or too far ahead with a 400 and store nothing', async () => {
      const { agent } = await signUp(app.url);
      const cases: Array<[unknown, string]> = [
        [new Date(Date.now() - 60_000).toISOString(), expiryMessages.inThePast],
        ['next tuesday', expiryMessages.notADate],
        ['2027-01-31', expiryMessages.notADate],
        [12345, expiryMessages.notADate],
        [inDays(MAX_VALIDITY_DAYS + 2), expiryMessages.tooFar],
      ];
      for (const [expiresAt, message] of cases) {
        const answer = await agent
          .post('/api/share-proposal')
          .send(heatPumpShare({ expiresAt }))
          .expect(400);
        expect(answer.body).toMatchObject({ success: false, error: message });
      }
      expect(await dashboardRows(app, agent)).toEqual([]);
    });

    it('should answer 410 with whose proposal it was and refuse a signature, a decline, a view or a message once expired', async () => {
      const manager = await signUp(app.url);
      const { token, proposalId } = await share(
        manager.agent,
        new Date(Date.now() + 1500).toISOString(),
      );
      const client = newAgent(app.url);
      await client.get(`/api/proposal/${token}`).expect(200);
      await eventually(
        'the link has expired',
        async () => (await client.get(`/api/proposal/${token}`)).status === 410,
      );
      expect((await client.get(`/api/proposal/${token}`).expect(410)).body).toEqual({
        success: false,
        expired: true,
        error: 'This proposal has expired',
        title: 'Heat Pump Proposal',
        company_name: 'Cool Air HVAC',
        expires_at: expect.any(String),
      });
      const signing = await client
        .post('/api/track-proposal-view')
        .send(signingBody(token))
        .expect(410);
      expect(signing.body).toMatchObject({
        success: false,
        expired: true,
        error: 'This proposal has expired',
      });
      await client.post(`/api/proposals/${token}/decline`).send({}).expect(410);
      await client.post('/api/track-proposal-view').send({ token }).expect(410);
      await client
        .post('/api/proposal-message')
        .send({ token, name: 'Dana', email: 'dana@example.com', message: 'Still on?' })
        .expect(410);
      expect(await eventTypes(proposalId)).toEqual(['ProposalShared']);
      expect(await dashboardRow(app, manager.agent, token)).toMatchObject({
        expired: true,
        status: 'sent',
      });
    });

    it('should make the link work again when its creator extends it, push the row and show it in the history', async () => {
      const manager = await signUp(app.url);
      const socket = await connectSocket(app.url, {}, { Cookie: manager.cookie });
      sockets.push(socket);
      const pushed = collect(socket, 'proposal.updated');
      const { token, proposalId } = await expiredShare(manager.agent);
      const [shared] = await app.store.readStream(proposalStreamName(proposalId));

      const expiresAt = inDays(14);
      const extended = await manager.agent
        .post(`/api/proposals/${token}/extend`)
        .send({ expiresAt })
        .expect(200);
      expect(extended.body).toEqual({ success: true, expires_at: expiresAt });

      const row = await pushed.waitFor((r) => r.token === token && r.expires_at === expiresAt);
      expect(row.expired).toBe(false);
      expect(row).toEqual(await dashboardRow(app, manager.agent, token));
      expect(
        (await newAgent(app.url).get(`/api/proposal/${token}`).expect(200)).body,
      ).toMatchObject({ expires_at: expiresAt });

      const history = (await manager.agent.get(`/api/proposals/${token}/history`).expect(200))
        .body as {
        events: Array<{ type: string; data: Record<string, unknown> }>;
        state: { expires_at: string | null };
      };
      expect(history.events.map((e) => e.type)).toEqual(['ProposalShared', 'ProposalExtended']);
      expect(history.events[0].data.expiresAt).toBe(shared.data.expiresAt);
      expect(history.events[1].data).toEqual({
        proposalId,
        expiresAt,
        previousExpiresAt: shared.data.expiresAt,
        extendedAt: expect.any(String),
      });
      expect(history.state.expires_at).toBe(expiresAt);

      await newAgent(app.url).post('/api/track-proposal-view').send(signingBody(token)).expect(200);
      await manager.agent
        .post(`/api/proposals/${token}/extend`)
        .send({ expiresAt: inDays(20) })
        .expect(409);
    });

    it('should refuse an extension to an instant not later than the current expiry', async () => {
      const { agent } = await signUp(app.url);
      const { token, proposalId } = await share(agent, inDays(10));
      const answer = await agent
        .post(`/api/proposals/${token}/extend`)
        .send({ expiresAt: inDays(5) })
        .expect(400);
      expect(answer.body).toMatchObject({ error: expiryMessages.notLater });
      await agent.post(`/api/proposals/${token}/extend`).send({ expiresAt: 'soon' }).expect(400);
      expect(await eventTypes(proposalId)).toEqual(['ProposalShared']);
    });

    it("should answer 404 to another company's extension and to a member who did not create it", async () => {
      const manager = await signUp(app.url);
      const creator = await joinTeam(app.url, manager.agent);
      const colleague = await joinTeam(app.url, manager.agent);
      const stranger = await signUp(app.url);
      const { token, proposalId } = await share(creator.agent, inDays(10));
      const body = { expiresAt: inDays(20) };

      await stranger.agent.post(`/api/proposals/${token}/extend`).send(body).expect(404);
      await colleague.agent.post(`/api/proposals/${token}/extend`).send(body).expect(404);
      await newAgent(app.url).post(`/api/proposals/${token}/extend`).send(body).expect(401);
      expect(await eventTypes(proposalId)).toEqual(['ProposalShared']);

      await creator.agent.post(`/api/proposals/${token}/extend`).send(body).expect(200);
      await manager.agent
        .post(`/api/proposals/${token}/extend`)
        .send({ expiresAt: inDays(30) })
        .expect(200);
    });

    it('should notify the creator once when asked for a new link five times at once, and refuse while the link works', async () => {
      const manager = await signUp(app.url);
      const { token, proposalId } = await share(manager.agent, inDays(3));
      await newAgent(app.url).post(`/api/proposals/${token}/request-new-link`).send({}).expect(409);

      const { token: expired, proposalId: expiredId } = await expiredShare(manager.agent);
      const ask = () =>
        newAgent(app.url)
          .post(`/api/proposals/${expired}/request-new-link`)
          .send({ message: '  Still interested, please resend.  ' });
      const answers = await Promise.all([ask(), ask(), ask(), ask(), ask()]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.body.requested_at)).size).toBe(1);
      expect(
        (await eventTypes(expiredId)).filter((type) => type === 'ProposalNewLinkRequested'),
      ).toHaveLength(1);

      await app.runner.waitUntilCaughtUp();
      const notices = (await outboxRowsTo(app, manager.body.email)).filter((row) =>
        row.subject.includes('new link'),
      );
      expect(notices.map((row) => row.subject)).toEqual([
        'Dana Smith asked for a new link to "Heat Pump Proposal"',
      ]);
      expect(notices[0].text).toContain('Still interested, please resend.');
      expect(await eventTypes(proposalId)).toEqual(['ProposalShared']);

      const tooLong = await newAgent(app.url)
        .post(`/api/proposals/${expired}/request-new-link`)
        .send({ message: 'x'.repeat(1001) })
        .expect(400);
      expect(tooLong.body.success).toBe(false);
    });
  });
}
