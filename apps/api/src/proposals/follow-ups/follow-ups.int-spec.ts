import { randomUUID } from 'node:crypto';
import { followUpMessages, proposalStreamName } from '@vanilla/domain';
import type { ProposalFollowUp } from '@vanilla/contracts';
import { MessagingService } from '../../messaging/index.js';
import { joinTeam, newAgent, signUp } from '../../testing/accounts-fixtures.js';
import type { Agent } from '../../testing/accounts-fixtures.js';
import { eventually } from '../../testing/eventually.js';
import { shareThroughApi, signThroughApi } from '../../testing/proposal-fixtures.js';
import { collect, connectSocket } from '../../testing/socket-client.js';
import { activateSubscription } from '../../testing/stripe-fixtures.js';
import { startTestApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';
import { createScratchPostgresUrl, databaseKinds } from '../../testing/test-database.js';
import {
  caughtUp,
  dueOf,
  enableFollowUps,
  followUpEvents,
  followUpOutbox,
  roundTheClockPlan,
  schedulerOf,
} from '../testing/follow-up-fixtures.js';

const SERVICE_SID = `MG${'0'.repeat(32)}`;
const CLIENT_PHONE = '+15125550123';
const DAY_MS = 24 * 60 * 60 * 1000;

// The follow-up plan, the scheduler and every signal that stops it, on two API instances sharing
// one database (as two servers would), with the scheduler's clock given by each test.
for (const kind of databaseKinds()) {
  describe(`follow-ups on ${kind}`, () => {
    let app: TestApp;
    let other: TestApp;
    let drop: (() => Promise<void>) | undefined;
    let databaseUrl: string | null = null;

    const start = async (databaseUrl: string | null, database?: TestApp['db']) =>
      startTestApp({ databaseUrl, database, env: { TWILIO_MESSAGING_SERVICE_SID: SERVICE_SID } });

    // Another API instance on the same database (the same PGlite, or the same Postgres server).
    const startAnother = () => start(databaseUrl, kind === 'pglite' ? app.db : undefined);

    beforeAll(async () => {
      const scratch = kind === 'postgres' ? await createScratchPostgresUrl() : null;
      drop = scratch?.drop;
      databaseUrl = scratch?.url ?? null;
      app = await start(databaseUrl);
      // A second instance: its own scheduler and projections, on the same database.
      other = await startAnother();
    });

    afterAll(async () => {
      await other.close();
      await app.close();
      await drop?.();
    });

    // A company with follow-ups on, and a proposal its Super Pro manager shared to a client with
    // an email and a phone.
    const sharedWithFollowUps = async () => {
      const { agent: manager, user } = await signUp(app.url);
      await activateSubscription(app.store, user.id, 'super_pro');
      await enableFollowUps(manager);
      const shared = await shareThroughApi(manager, { clientPhone: CLIENT_PHONE });
      const due = await dueOf(app, shared.proposalId, [other]);
      if (!due) throw new Error('No follow-up due');
      return { manager, ...shared, dueAt: new Date(due.dueAt) };
    };

    const reasonsOf = async (proposalId: string) =>
      (await followUpEvents(app, proposalId)).map((event) => [
        event.type,
        'reason' in event.data ? event.data.reason : event.data.channel,
      ]);

    describe('the plan', () => {
      it('should start as the three default steps, off, and be read by the whole team', async () => {
        const { agent } = await signUp(app.url);
        const { agent: member } = await joinTeam(app.url, agent);
        const { plan } = (await member.get('/api/follow-up-plan').expect(200)).body;
        expect(plan).toMatchObject({ enabled: false, enabled_at: null, timezone: 'UTC' });
        expect(plan.steps.map((step: { trigger: string }) => step.trigger)).toEqual([
          'not_viewed_after_days',
          'viewed_not_signed_after_days',
          'before_expiry_days',
        ]);
        const refused = await member.put('/api/follow-up-plan').send(roundTheClockPlan());
        expect(refused.status).toBe(403);
        await newAgent(app.url).get('/api/follow-up-plan').expect(401);
      });

      it('should save a manager plan, stamp when it was turned on and keep it per company', async () => {
        const { agent } = await signUp(app.url);
        const { plan } = await enableFollowUps(agent);
        expect(plan.enabled).toBe(true);
        expect(Date.parse(plan.enabled_at)).not.toBeNaN();
        const again = (await agent.put('/api/follow-up-plan').send(roundTheClockPlan()).expect(200))
          .body.plan;
        expect(again.enabled_at).toBe(plan.enabled_at);
        const stranger = (await signUp(app.url)).agent;
        expect((await stranger.get('/api/follow-up-plan').expect(200)).body.plan.enabled).toBe(
          false,
        );
      });

      it('should refuse a malformed plan with a 400 saying why and keep the saved one', async () => {
        const { agent } = await signUp(app.url);
        await enableFollowUps(agent);
        const good = roundTheClockPlan();
        const [first] = good.steps;
        const cases: Array<[unknown, string | RegExp]> = [
          [{ ...good, steps: [] }, followUpMessages.steps],
          [{ ...good, steps: Array.from({ length: 11 }, () => first) }, followUpMessages.steps],
          [{ ...good, steps: [{ ...first, days: 0 }] }, followUpMessages.days],
          [{ ...good, steps: [{ ...first, days: 2.5 }] }, followUpMessages.days],
          [{ ...good, steps: [{ ...first, trigger: 'whenever' }] }, followUpMessages.trigger],
          [{ ...good, steps: [{ ...first, channels: ['fax'] }] }, followUpMessages.channels],
          [{ ...good, steps: [{ ...first, body: 'x'.repeat(5000) }] }, followUpMessages.body],
          [{ ...good, steps: [first, first] }, followUpMessages.stepId],
          [
            { ...good, hours: { days: ['monday'], start: '17:00', end: '09:00' } },
            followUpMessages.hours,
          ],
          [{ enabled: true, steps: good.steps }, followUpMessages.hours],
          [{ ...good, enabled: 'yes' }, /enabled/],
        ];
        for (const [body, message] of cases) {
          const refused = await agent
            .put('/api/follow-up-plan')
            .send(body as object)
            .expect(400);
          expect(refused.body.error).toMatch(message);
        }
        await agent
          .put('/api/follow-up-plan')
          .set('Content-Type', 'application/json')
          .send('{"enabled":')
          .expect(400);
        expect((await agent.get('/api/follow-up-plan').expect(200)).body.plan.enabled).toBe(true);
      });
    });

    describe('sending', () => {
      it('should send day 2 by email and text once, in the outbox once, and show it in the history', async () => {
        const { manager, token, proposalId, dueAt } = await sharedWithFollowUps();
        expect(dueAt.getTime() - Date.now()).toBeGreaterThan(2 * DAY_MS - 60_000);
        const scheduler = schedulerOf(app);
        // A second early.
        await scheduler.pass(new Date(dueAt.getTime() - 1000));
        expect(await followUpEvents(app, proposalId)).toEqual([]);

        await scheduler.pass(dueAt);
        await scheduler.pass(dueAt);
        const sent = await followUpEvents(app, proposalId);
        expect(sent.map((event) => [event.type, event.data])).toEqual([
          [
            'FollowUpSent',
            expect.objectContaining({
              stepId: 'not-viewed',
              channel: 'email',
              address: 'dana@example.com',
            }),
          ],
          [
            'FollowUpSent',
            expect.objectContaining({
              stepId: 'not-viewed',
              channel: 'sms',
              address: CLIENT_PHONE,
            }),
          ],
        ]);
        const { mails, texts } = await followUpOutbox(
          app,
          sent.map((event) => event.id),
          [other],
        );
        expect(mails).toEqual([
          expect.objectContaining({
            to: 'dana@example.com',
            subject: 'Your proposal from Cool Air HVAC',
            text: expect.stringContaining(`/shared-proposal/${token}`),
          }),
        ]);
        expect(mails[0].text).toContain(`/api/proposals/${token}/follow-ups/unsubscribe`);
        expect(texts).toEqual([
          expect.objectContaining({
            to: CLIENT_PHONE,
            body: expect.stringMatching(/Reply STOP to opt out\.$/),
          }),
        ]);

        const history = (await manager.get(`/api/proposals/${token}/history`).expect(200)).body;
        expect(history.events.map((event: { type: string }) => event.type)).toEqual(
          expect.arrayContaining(['FollowUpSent']),
        );
        // The next step (before expiry) is what is due now.
        expect((await dueOf(app, proposalId, [other]))?.stepId).toBe('before-expiry');
      });

      it('should skip each step, sending nothing, while the creator is on a plan without sending, and send once they upgrade', async () => {
        const { agent, user } = await signUp(app.url);
        await enableFollowUps(agent);
        const { proposalId } = await shareThroughApi(agent, { clientPhone: CLIENT_PHONE });
        const first = await dueOf(app, proposalId, [other]);
        await schedulerOf(app).pass(new Date(first!.dueAt));
        expect(await reasonsOf(proposalId)).toEqual([['FollowUpSkipped', 'plan']]);

        await activateSubscription(app.store, user.id, 'super_pro');
        await caughtUp([app, other]);
        const next = await dueOf(app, proposalId, [other]);
        await schedulerOf(app).pass(new Date(next!.dueAt));
        // The plan's next step goes (by email, as that step says).
        expect((await reasonsOf(proposalId)).slice(1)).toEqual([['FollowUpSent', 'email']]);
      });

      it('should send nothing while the company has follow-ups off', async () => {
        const { agent } = await signUp(app.url);
        const { proposalId } = await shareThroughApi(agent, { clientPhone: CLIENT_PHONE });
        expect(await dueOf(app, proposalId, [other])).toBeNull();
        await schedulerOf(app).pass(new Date(Date.now() + 40 * DAY_MS));
        expect(await followUpEvents(app, proposalId)).toEqual([]);
      });
    });

    describe('the next follow-up', () => {
      const toCome = async (agent: Agent) =>
        (await agent.get('/api/proposals/follow-ups').expect(200)).body.follow_ups;
      const nextInHistory = async (agent: Agent, token: string) =>
        (await agent.get(`/api/proposals/${token}/history`).expect(200)).body.next_follow_up;

      it('should tell the creator and a manager when and how the next one goes, and nothing once stopped', async () => {
        const { agent: manager } = await signUp(app.url);
        await enableFollowUps(manager);
        const { agent: member } = await joinTeam(app.url, manager);
        const { token, proposalId } = await shareThroughApi(member, { clientPhone: CLIENT_PHONE });
        const theirs = await shareThroughApi(manager, { clientPhone: CLIENT_PHONE });
        const due = await dueOf(app, proposalId, [other]);
        const next = { due_at: due!.dueAt, channels: ['email', 'sms'] };

        expect(await toCome(member)).toEqual([{ token, next_follow_up: next }]);
        expect(
          (await toCome(manager)).map((entry: { token: string }) => entry.token).sort(),
        ).toEqual([token, theirs.token].sort());
        expect(await toCome((await signUp(app.url)).agent)).toEqual([]);
        await newAgent(app.url).get('/api/proposals/follow-ups').expect(401);
        expect(await nextInHistory(member, token)).toEqual(next);

        await member.post(`/api/proposals/${token}/follow-ups/stop`).expect(200);
        await caughtUp([app, other]);

        expect(await toCome(member)).toEqual([]);
        expect(await nextInHistory(member, token)).toBeNull();
        expect(await nextInHistory(manager, theirs.token)).toMatchObject({
          channels: ['email', 'sms'],
        });
      });

      it('should push the next follow-up to the dashboard as it comes, and its end once stopped', async () => {
        const { agent, cookie } = await signUp(app.url);
        await enableFollowUps(agent);
        // Whichever instance runs the projection pushes to its own sockets (no Redis here).
        const sockets = await Promise.all(
          [app, other].map((instance) => connectSocket(instance.url, {}, { Cookie: cookie })),
        );
        try {
          const pushed = sockets.map((socket) => collect(socket, 'proposal.follow_up'));
          const heard = (check: (entry: ProposalFollowUp) => boolean) =>
            eventually('the follow-up is pushed', () =>
              pushed.some(({ received }) => received.some(check)),
            );
          const { token, proposalId } = await shareThroughApi(agent, {
            clientPhone: CLIENT_PHONE,
          });
          const due = await dueOf(app, proposalId, [other]);

          await heard(
            (entry) =>
              entry.token === token &&
              entry.next_follow_up?.due_at === due!.dueAt &&
              entry.next_follow_up.channels.join() === 'email,sms',
          );
          await agent.post(`/api/proposals/${token}/follow-ups/stop`).expect(200);
          await heard((entry) => entry.token === token && entry.next_follow_up === null);
        } finally {
          for (const socket of sockets) socket.close();
        }
      });

      it('should tell of none once the company turned follow-ups off', async () => {
        const { agent } = await signUp(app.url);
        await enableFollowUps(agent);
        const { token, proposalId } = await shareThroughApi(agent, { clientPhone: CLIENT_PHONE });
        await dueOf(app, proposalId, [other]);
        expect(await toCome(agent)).toHaveLength(1);

        await agent.put('/api/follow-up-plan').send(roundTheClockPlan(false)).expect(200);

        expect(await toCome(agent)).toEqual([]);
        expect(await nextInHistory(agent, token)).toBeNull();
      });
    });

    describe('every signal stops the plan', () => {
      it('should skip the follow-up once the client signed', async () => {
        const { token, proposalId, dueAt } = await sharedWithFollowUps();
        await signThroughApi(app.url, token, { name: 'Dana', email: 'dana@example.com' });
        await caughtUp([app, other]);
        await schedulerOf(app).pass(dueAt);
        expect(await reasonsOf(proposalId)).toEqual([['FollowUpSkipped', 'signed']]);
        await schedulerOf(app).pass(new Date(dueAt.getTime() + 40 * DAY_MS));
        expect(await reasonsOf(proposalId)).toEqual([['FollowUpSkipped', 'signed']]);
      });

      it('should skip the follow-up once the client declined', async () => {
        const { token, proposalId, dueAt } = await sharedWithFollowUps();
        await newAgent(app.url).post(`/api/proposals/${token}/decline`).send({}).expect(200);
        await caughtUp([app, other]);
        await schedulerOf(app).pass(dueAt);
        expect(await reasonsOf(proposalId)).toEqual([['FollowUpSkipped', 'declined']]);
      });

      it('should skip the follow-up once the client wrote', async () => {
        const { token, proposalId, dueAt } = await sharedWithFollowUps();
        await newAgent(app.url)
          .post('/api/proposal-message')
          .send({ token, name: 'Dana', email: 'dana@example.com', message: 'Call me?' })
          .expect(200);
        await caughtUp([app, other]);
        await schedulerOf(app).pass(dueAt);
        expect(await reasonsOf(proposalId)).toEqual([['FollowUpSkipped', 'message']]);
      });

      const callEvent = (proposalId: string, receivedAt: Date) => ({
        type: 'ProposalCallReceived',
        data: {
          proposalId,
          callId: `call-${randomUUID()}`,
          from: CLIENT_PHONE,
          receptionistId: null,
          receivedAt: receivedAt.toISOString(),
        },
      });

      it('should skip the follow-up when the client called one second before it was due', async () => {
        const { proposalId, dueAt } = await sharedWithFollowUps();
        await app.store.append(proposalStreamName(proposalId), [
          callEvent(proposalId, new Date(dueAt.getTime() - 1000)),
        ]);
        await caughtUp([app, other]);
        await schedulerOf(app).pass(dueAt);
        expect(await reasonsOf(proposalId)).toEqual([['FollowUpSkipped', 'call']]);
      });

      it('should skip the follow-up when the call lands between the decision and its append', async () => {
        const { proposalId, dueAt } = await sharedWithFollowUps();
        // The scheduler decided to send on the log as it read it; the call is appended before
        // its append, which then conflicts and is decided again on the log with the call.
        const recorded = await schedulerOf(app).pass(dueAt, {
          beforeAppend: async (id) => {
            if (id !== proposalId) return;
            await app.store.append(proposalStreamName(proposalId), [
              callEvent(proposalId, new Date(dueAt.getTime() - 1000)),
            ]);
          },
        });
        expect(recorded.filter((event) => event.data.proposalId === proposalId)).toEqual([
          expect.objectContaining({
            type: 'FollowUpSkipped',
            data: expect.objectContaining({ reason: 'call' }),
          }),
        ]);
        expect(await reasonsOf(proposalId)).toEqual([['FollowUpSkipped', 'call']]);
      });

      it('should stop on "Stop follow-ups" once however often it is pressed, for its creator or a manager only', async () => {
        const { manager, token, proposalId, dueAt } = await sharedWithFollowUps();
        const stranger = (await signUp(app.url)).agent;
        await stranger.post(`/api/proposals/${token}/follow-ups/stop`).expect(404);
        await newAgent(app.url).post(`/api/proposals/${token}/follow-ups/stop`).expect(401);
        const answers = await Promise.all(
          Array.from({ length: 5 }, () => manager.post(`/api/proposals/${token}/follow-ups/stop`)),
        );
        for (const answer of answers) {
          expect(answer.status).toBe(200);
          expect(answer.body).toMatchObject({ stopped: true, reason: 'stopped_manually' });
        }
        await caughtUp([app, other]);
        // Due at once: the pending step's skip is recorded without waiting for its day.
        expect(Date.parse((await dueOf(app, proposalId, [other]))!.dueAt)).toBeLessThan(
          dueAt.getTime(),
        );
        await schedulerOf(app).pass(dueAt);
        expect(await reasonsOf(proposalId)).toEqual([
          ['FollowUpsStopped', 'stopped_manually'],
          ['FollowUpSkipped', 'stopped_manually'],
        ]);
        await manager.post('/api/proposals/not-a-token/follow-ups/stop').expect(404);
      });

      it('should stop when the client replied STOP to a text', async () => {
        const { proposalId, dueAt } = await sharedWithFollowUps();
        await app.app
          .get(MessagingService)
          .replied(
            { to: '+15125550100', from: CLIENT_PHONE, messagingServiceSid: SERVICE_SID },
            true,
          );
        await schedulerOf(app).pass(dueAt);
        expect(await reasonsOf(proposalId)).toEqual([
          ['FollowUpsStopped', 'opted_out'],
          ['FollowUpSkipped', 'opted_out'],
        ]);
        await app.app
          .get(MessagingService)
          .replied(
            { to: '+15125550100', from: CLIENT_PHONE, messagingServiceSid: SERVICE_SID },
            false,
          );
      });

      it("should stop from the mail's unsubscribe link, asking first", async () => {
        const { token, proposalId, dueAt } = await sharedWithFollowUps();
        const client = newAgent(app.url);
        const page = await client.get(`/api/proposals/${token}/follow-ups/unsubscribe`).expect(200);
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expect(page.text).toContain(
          '<form method="post"><input type="hidden" name="confirm" value="stop">',
        );
        // Opening the page records nothing (mail scanners open links), nor does a post that
        // does not confirm.
        await client.post(`/api/proposals/${token}/follow-ups/unsubscribe`).expect(400);
        await client
          .post(`/api/proposals/${token}/follow-ups/unsubscribe`)
          .type('form')
          .send({ confirm: 'yes' })
          .expect(400);
        expect(await followUpEvents(app, proposalId)).toEqual([]);
        for (let i = 0; i < 2; i += 1) {
          await client
            .post(`/api/proposals/${token}/follow-ups/unsubscribe`)
            .type('form')
            .send({ confirm: 'stop' })
            .expect(200);
        }
        await client
          .post(`/api/proposals/${randomUUID()}/follow-ups/unsubscribe`)
          .type('form')
          .send({ confirm: 'stop' })
          .expect(404);
        await caughtUp([app, other]);
        await schedulerOf(app).pass(dueAt);
        const events = await followUpEvents(app, proposalId);
        expect(events.map((event) => [event.type, event.data])).toEqual([
          ['FollowUpsStopped', expect.objectContaining({ by: 'client', reason: 'opted_out' })],
          ['FollowUpSkipped', expect.objectContaining({ reason: 'opted_out' })],
        ]);
      });
    });

    describe('several instances and restarts', () => {
      it('should send a step once when two instances run their schedulers at once', async () => {
        const { proposalId, dueAt } = await sharedWithFollowUps();
        await Promise.all([
          schedulerOf(app).pass(dueAt),
          schedulerOf(other).pass(dueAt),
          schedulerOf(app).pass(dueAt),
          schedulerOf(other).pass(dueAt),
        ]);
        const sent = await followUpEvents(app, proposalId);
        expect(sent.map((event) => event.type)).toEqual(['FollowUpSent', 'FollowUpSent']);
        const { mails, texts } = await followUpOutbox(
          app,
          sent.map((event) => event.id),
          [other],
        );
        expect([mails.length, texts.length]).toEqual([1, 1]);
      });

      it('should not send again after an instance died between its append and its bookkeeping', async () => {
        const { proposalId, dueAt } = await sharedWithFollowUps();
        await schedulerOf(app).pass(dueAt);
        const sent = await followUpEvents(app, proposalId);
        expect(sent).toHaveLength(2);
        // As if killed (kill -9) right after the append: its row still says the step is due and
        // still claimed by it; a new instance on the same database takes over once the claim
        // lapses.
        await caughtUp([app, other]);
        await app.db.query(
          `UPDATE follow_up_due SET step_id = 'not-viewed', due_at = $2, claimed_until = now() - interval '1 second'
            WHERE proposal_id = $1`,
          [proposalId, dueAt.toISOString()],
        );
        // (PGlite lives in this process: the second instance stands for the restarted one.)
        const restarted = kind === 'postgres' ? await startAnother() : other;
        const scheduler = schedulerOf(restarted);
        await scheduler.pass(dueAt);
        await scheduler.pass(new Date(dueAt.getTime() + 1000));
        if (restarted !== other) await restarted.close();
        const after = await followUpEvents(app, proposalId);
        expect(after.map((event) => event.id)).toEqual(sent.map((event) => event.id));
        const { mails, texts } = await followUpOutbox(
          app,
          after.map((event) => event.id),
          [other],
        );
        expect([mails.length, texts.length]).toEqual([1, 1]);
      });
    });
  });
}
