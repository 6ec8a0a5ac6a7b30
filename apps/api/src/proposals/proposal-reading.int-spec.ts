import { randomUUID } from 'node:crypto';
import { readingMessages } from '@vanilla/contracts';
import { proposalStreamName } from '@vanilla/domain';
import { joinTeam, newAgent, signUp } from '../testing/accounts-fixtures.js';
import type { Agent } from '../testing/accounts-fixtures.js';
import { eventually } from '../testing/eventually.js';
import { shareThroughApi } from '../testing/proposal-fixtures.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';
import { priceOptions } from './testing/offer-fixtures.js';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15';

// The heat pump proposal's sections are Summary and Investment.
const report = (
  visitId: string,
  summaryMs: number,
  investmentMs = 0,
  options = [] as object[],
) => ({
  visitId,
  sections: [
    { title: 'Summary', ms: summaryMs },
    { title: 'Investment', ms: investmentMs },
  ],
  options,
});

for (const kind of databaseKinds()) {
  describe(`what the client read, on ${kind}`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startSuiteApp(kind);
    });

    afterAll(async () => {
      await app.close();
    });

    const readEvents = async (proposalId: string) =>
      (await app.store.readStream(proposalStreamName(proposalId))).filter(
        (event) => event.type === 'ProposalRead',
      );

    // A client's device: its own address and browser, and the page's origin (a beacon sends it).
    const device = (ip: string, userAgent: string) => {
      const agent = newAgent(app.url, ip);
      return (token: string, body: unknown) =>
        agent
          .post(`/api/proposals/${token}/reading`)
          .set('User-Agent', userAgent)
          .set('Origin', app.url)
          .send(body as object);
    };

    const shareWithOptions = (agent: Agent) => shareThroughApi(agent, { priceOptions });

    it('should sum two visits from two devices, keep the last beacon of a visit, and answer it in the history and the reading', async () => {
      const { agent } = await signUp(app.url);
      const { token, proposalId } = await shareWithOptions(agent);
      const phone = device('203.0.113.10', PHONE);
      const laptop = device('198.51.100.20', LAPTOP);
      const first = randomUUID();
      const second = randomUUID();

      await phone(token, report(first, 4000, 1000)).expect(202, { success: true, recorded: true });
      // The tab hidden again later: the visit's totals so far, which replace the first report.
      await phone(token, report(first, 6000, 9000, [{ id: 'standard', ms: 2500 }])).expect(202);
      // The same beacon again, and an older one arriving late: nothing more.
      await phone(token, report(first, 6000, 9000, [{ id: 'standard', ms: 2500 }])).expect(202, {
        success: true,
        recorded: false,
      });
      await phone(token, report(first, 4000, 1000)).expect(202, { success: true, recorded: false });
      await laptop(
        token,
        report(second, 1500, 0, [
          { id: 'premium', ms: 700 },
          { id: 'standard', ms: 500 },
        ]),
      ).expect(202);

      const events = await readEvents(proposalId);
      expect(events).toHaveLength(3);
      expect(events.map((event) => event.data.device)).toEqual([
        { kind: 'phone', id: expect.any(String) },
        { kind: 'phone', id: (events[0].data.device as { id: string }).id },
        { kind: 'desktop', id: expect.any(String) },
      ]);
      // No address is kept, hashed or not, beside the device's id.
      expect(JSON.stringify(events.map((event) => event.data))).not.toContain('203.0.113.10');

      const expected = {
        visits: 2,
        devices: 2,
        sections: [
          { title: 'Summary', ms: 7500 },
          { title: 'Investment', ms: 9000 },
        ],
        options: [
          { id: 'standard', name: 'Standard', ms: 3000 },
          { id: 'premium', name: 'Premium', ms: 700 },
        ],
        last_read_at: events[2].data.readAt,
      };
      expect((await agent.get(`/api/proposals/${token}/reading`).expect(200)).body).toEqual({
        success: true,
        token,
        reading: expected,
      });
      const history = (await agent.get(`/api/proposals/${token}/history`).expect(200)).body;
      expect(history.reading).toEqual(expected);
      expect(history.events.map((event: { type: string }) => event.type)).toContain('ProposalRead');
    });

    it('should count one device for two visits from the same browser and address', async () => {
      const { agent } = await signUp(app.url);
      const { token } = await shareThroughApi(agent);
      const phone = device('203.0.113.11', PHONE);
      await phone(token, report(randomUUID(), 1000)).expect(202);
      await phone(token, report(randomUUID(), 2000)).expect(202);
      const { reading } = (await agent.get(`/api/proposals/${token}/reading`).expect(200)).body;
      expect(reading).toMatchObject({ visits: 2, devices: 1 });
      expect(reading.sections[0]).toEqual({ title: 'Summary', ms: 3000 });
    });

    it('should record one event when the same beacon arrives five times at once', async () => {
      const { agent } = await signUp(app.url);
      const { token, proposalId } = await shareThroughApi(agent);
      const phone = device('203.0.113.12', PHONE);
      const body = report(randomUUID(), 3000, 2000);
      const answers = await Promise.all(Array.from({ length: 5 }, () => phone(token, body)));
      expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202]);
      expect(answers.filter((answer) => answer.body.recorded)).toHaveLength(1);
      expect(await readEvents(proposalId)).toHaveLength(1);
    });

    it("should keep only the proposal's own sections and options", async () => {
      const { agent } = await signUp(app.url);
      const { token, proposalId } = await shareWithOptions(agent);
      await device('203.0.113.13', PHONE)(token, {
        visitId: randomUUID(),
        sections: [
          { title: 'Summary', ms: 1000 },
          { title: 'Free money', ms: 5000 },
        ],
        options: [
          { id: 'basic', ms: 100 },
          { id: 'not-offered', ms: 100 },
        ],
      }).expect(202);
      const [event] = await readEvents(proposalId);
      expect(event.data).toMatchObject({
        sections: [{ title: 'Summary', ms: 1000 }],
        options: [{ id: 'basic', ms: 100 }],
      });
    });

    it('should refuse malformed and huge bodies with a 400 and store nothing', async () => {
      const { agent } = await signUp(app.url);
      const { token, proposalId } = await shareThroughApi(agent);
      const phone = device('203.0.113.14', PHONE);
      const visitId = randomUUID();
      const cases: Array<[unknown, string]> = [
        [{ ...report('not-a-uuid', 1000) }, readingMessages.visitId],
        [{ visitId, sections: 'Summary' }, readingMessages.sections],
        [{ visitId, sections: [{ title: 'Summary', ms: -1 }] }, readingMessages.ms],
        [{ visitId, sections: [{ title: 'Summary', ms: 1.5 }] }, readingMessages.ms],
        [{ visitId, sections: [{ title: 'Summary', ms: '1000' }] }, readingMessages.ms],
        [{ visitId, sections: [{ title: 'Summary', ms: 5 * 60 * 60 * 1000 }] }, readingMessages.ms],
        [{ visitId, sections: [{ title: 'x'.repeat(201), ms: 1 }] }, readingMessages.title],
        [
          {
            visitId,
            sections: Array.from({ length: 51 }, (_, i) => ({ title: `S${i}`, ms: 1 })),
          },
          readingMessages.sections,
        ],
        [{ visitId, sections: [], options: [{ id: '../../x', ms: 1 }] }, readingMessages.options],
      ];
      for (const [body, error] of cases) {
        const refused = await phone(token, body).expect(400);
        expect(refused.body).toMatchObject({ success: false });
        expect(JSON.stringify(refused.body)).toContain(error);
      }
      // A flood of sections, refused by their count or by the API's body limit.
      const huge = await phone(token, {
        visitId,
        sections: Array.from({ length: 20_000 }, (_, i) => ({ title: `Section ${i}`, ms: 1 })),
      });
      expect([400, 413]).toContain(huge.status);
      // Text that is not JSON.
      await newAgent(app.url)
        .post(`/api/proposals/${token}/reading`)
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify(report(visitId, 1)))
        .expect(415);
      expect(await readEvents(proposalId)).toEqual([]);
    });

    it("should record nothing from the company's own users and answer another company's token as not found", async () => {
      const { agent: manager } = await signUp(app.url);
      const { token, proposalId } = await shareThroughApi(manager);
      await manager
        .post(`/api/proposals/${token}/reading`)
        .set('Origin', app.url)
        .send(report(randomUUID(), 1000))
        .expect(202, { success: true, recorded: false });
      expect(await readEvents(proposalId)).toEqual([]);

      const { agent: stranger } = await signUp(app.url);
      await stranger.get(`/api/proposals/${token}/reading`).expect(404);
      // A member sees their own proposals' reading, not the manager's.
      const { agent: member } = await joinTeam(app.url, manager);
      await member.get(`/api/proposals/${token}/reading`).expect(404);
      await newAgent(app.url).get(`/api/proposals/${token}/reading`).expect(401);
      // An unknown link records nothing.
      await device('203.0.113.15', PHONE)('no-such-token', report(randomUUID(), 1)).expect(404);
    });

    it('should refuse a reading of an expired or deleted proposal', async () => {
      const { agent } = await signUp(app.url);
      const expiring = await shareThroughApi(agent, {
        expiresAt: new Date(Date.now() + 1500).toISOString(),
      });
      await eventually(
        'the link has expired',
        async () => (await newAgent(app.url).get(`/api/proposal/${expiring.token}`)).status === 410,
      );
      const phone = device('203.0.113.16', PHONE);
      await phone(expiring.token, report(randomUUID(), 1000)).expect(410);
      expect(await readEvents(expiring.proposalId)).toEqual([]);

      const deleted = await shareThroughApi(agent);
      await agent.post('/api/delete-proposal').send({ token: deleted.token }).expect(200);
      await phone(deleted.token, report(randomUUID(), 1000)).expect(410);
      expect(await readEvents(deleted.proposalId)).toEqual([]);
    });

    it('should refuse a beacon sent from another site', async () => {
      const { agent } = await signUp(app.url);
      const { token } = await shareThroughApi(agent);
      await newAgent(app.url)
        .post(`/api/proposals/${token}/reading`)
        .set('Origin', 'https://evil.example')
        .send(report(randomUUID(), 1000))
        .expect(403);
    });
  });
}
