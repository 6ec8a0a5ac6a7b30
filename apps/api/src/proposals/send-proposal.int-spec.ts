import { sendProposalMessages } from '@vanilla/contracts';
import type { DashboardResponse } from '@vanilla/contracts';
import { proposalStreamName } from '@vanilla/domain';
import type { ProposalSent } from '@vanilla/domain';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { joinTeam, newAgent, signUp } from '../testing/accounts-fixtures.js';
import type { Agent } from '../testing/accounts-fixtures.js';
import { CommandBus } from '@nestjs/cqrs';
import { eventually } from '../testing/eventually.js';
import type { FakeSmtpServer } from '../testing/fake-smtp-server.js';
import { mailAddress, startMailingSuite } from '../testing/mail-fixtures.js';
import type { MailingSuite } from '../testing/mail-fixtures.js';
import { collect, connectSocket } from '../testing/socket-client.js';
import { RecordDeliveryFailureCommand } from './commands/record-delivery-failure.command.js';
import { shareThroughApi, signThroughApi } from '../testing/proposal-fixtures.js';
import { expectRebuildEqualsLive } from '../testing/rebuild.js';
import { activateSubscription } from '../testing/stripe-fixtures.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';

type ClientMail = { to: string; subject: string; text: string; html: string | null };

for (const kind of databaseKinds()) {
  describe(`sending a proposal to its client on ${kind}`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startSuiteApp(kind);
    });

    afterAll(async () => {
      await app.close();
    });

    // A signed-up manager on `tier`, as Stripe's webhooks would have left them.
    const manager = async (tier: 'free' | 'pro' | 'super_pro' = 'super_pro') => {
      const signedUp = await signUp(app.url);
      if (tier !== 'free') await activateSubscription(app.store, signedUp.user.id, tier);
      await app.runner.waitUntilCaughtUp();
      return signedUp;
    };

    const sentEvents = async (proposalId: string) =>
      (await app.store.readStream(proposalStreamName(proposalId))).filter(
        (event) => event.type === 'ProposalSent',
      );

    const clientMail = async (eventId: string): Promise<ClientMail | undefined> => {
      await app.runner.waitUntilCaughtUp();
      const { rows } = await app.db.query<ClientMail>(
        `SELECT "to", subject, text, html FROM mail_outbox WHERE idempotency_key = $1`,
        [`${eventId}:send-email`],
      );
      return rows[0];
    };

    const send = (agent: Agent, body: Record<string, unknown>) =>
      agent.post('/api/send-proposal').send(body);

    it('should mail the client the link, in HTML and text, from the shared company when a Super Pro manager sends by email', async () => {
      const { agent } = await manager();
      const { token, proposalId } = await shareThroughApi(agent);

      const answer = await send(agent, { token, channels: ['email'] }).expect(200);

      const [event] = await sentEvents(proposalId);
      const data = event.data as ProposalSent['data'];
      // The client's address as the proposal was shared, when none is given.
      expect(answer.body).toEqual({
        success: true,
        sent: [{ channel: 'email', address: 'dana@example.com', sent_at: data.sentAt }],
      });
      expect(data).toMatchObject({
        proposalId,
        channel: 'email',
        address: 'dana@example.com',
        title: 'Heat Pump Proposal',
        clientName: 'Dana Smith',
      });
      const { publicBaseUrl } = app.app.get<AppConfig>(APP_CONFIG);
      const link = `${publicBaseUrl}/shared-proposal/${token}`;
      const mail = await clientMail(event.id);
      expect(mail).toMatchObject({
        to: 'dana@example.com',
        subject: `${data.companyName} sent you "Heat Pump Proposal"`,
      });
      expect(mail!.text).toContain(link);
      expect(mail!.text).toContain('Hi Dana Smith,');
      expect(mail!.html).toContain(`href="${link}"`);
      expect(mail!.html).toContain('View proposal');
      expect(mail!.html).toContain(data.companyName);
    });

    it('should mail the address given, once per send, and leave the status as it was when sent again', async () => {
      const { agent } = await manager();
      const { token, proposalId } = await shareThroughApi(agent);
      const to = mailAddress('client');

      await send(agent, { token, channels: ['email'], email: `  ${to} ` }).expect(200);
      await send(agent, { token, channels: ['email'], email: to }).expect(200);

      const events = await sentEvents(proposalId);
      expect(events.map((event) => (event.data as ProposalSent['data']).address)).toEqual([to, to]);
      const mails = await Promise.all(events.map((event) => clientMail(event.id)));
      expect(mails.map((mail) => mail?.to)).toEqual([to, to]);
      const { proposals } = (await agent.get('/api/dashboard').expect(200)).body as {
        proposals: Array<{ token: string; status: string }>;
      };
      expect(proposals.find((row) => row.token === token)?.status).toBe('sent');
    });

    it.each(['free', 'pro'] as const)(
      'should refuse with 403 naming Super Pro and record nothing when the caller is on %s',
      async (tier) => {
        const { agent } = await manager(tier);
        const { token, proposalId } = await shareThroughApi(agent);

        const answer = await send(agent, { token, channels: ['email'] }).expect(403);

        expect(answer.body).toEqual({ success: false, error: sendProposalMessages.superProOnly });
        expect(await sentEvents(proposalId)).toEqual([]);
      },
    );

    it("should answer 404 when the token is another company's", async () => {
      const owner = await manager();
      const { token, proposalId } = await shareThroughApi(owner.agent);
      const outsider = await manager();

      await send(outsider.agent, { token, channels: ['email'] }).expect(404);
      await send(outsider.agent, { token: 'no-such-token', channels: ['email'] }).expect(404);
      expect(await sentEvents(proposalId)).toEqual([]);
    });

    it("should answer 404 to a member on another member's proposal, and let the manager send it", async () => {
      const boss = await manager();
      const author = await joinTeam(app.url, boss.agent);
      const colleague = await joinTeam(app.url, boss.agent);
      await activateSubscription(app.store, colleague.user.id, 'super_pro');
      await app.runner.waitUntilCaughtUp();
      const { token, proposalId } = await shareThroughApi(author.agent);

      await send(colleague.agent, { token, channels: ['email'] }).expect(404);
      expect(await sentEvents(proposalId)).toEqual([]);

      await send(boss.agent, { token, channels: ['email'] }).expect(200);
      expect(await sentEvents(proposalId)).toHaveLength(1);
    });

    it('should answer 401 when nobody is signed in', async () => {
      const { agent } = await manager();
      const { token } = await shareThroughApi(agent);

      await send(newAgent(app.url), { token, channels: ['email'] }).expect(401);
    });

    it.each([
      ['no channels', { channels: undefined }, sendProposalMessages.channelsRequired],
      ['an empty list of channels', { channels: [] }, sendProposalMessages.channelsRequired],
      [
        'channels that are not a list',
        { channels: 'email' },
        sendProposalMessages.channelsRequired,
      ],
      ['an unknown channel', { channels: ['fax'] }, sendProposalMessages.channelUnknown],
      ['a channel twice', { channels: ['email', 'email'] }, sendProposalMessages.channelsRequired],
      ['an invalid email', { email: 'not-an-email' }, sendProposalMessages.emailInvalid],
      ['an email that is not text', { email: 42 }, sendProposalMessages.emailInvalid],
      ['an invalid phone', { phone: 'call me' }, sendProposalMessages.phoneInvalid],
      ['no token', { token: undefined }, 'token must be a string'],
      [
        'a text message to a client without a number',
        { channels: ['sms'] },
        sendProposalMessages.noPhone,
      ],
    ])('should answer 400 with a clear message when the body has %s', async (_, change, error) => {
      const { agent } = await manager();
      const { token, proposalId } = await shareThroughApi(agent);

      const answer = await send(agent, { token, channels: ['email'], ...change }).expect(400);

      expect(answer.body.success).toBe(false);
      expect(answer.body.error).toContain(error);
      expect(await sentEvents(proposalId)).toEqual([]);
    });

    it('should answer 400 asking for an address when the share has no client email and none is given', async () => {
      const { agent } = await manager();
      const { token } = (
        await agent
          .post('/api/share-proposal')
          .send({ proposalContent: '# Roof\n\n## Summary\nA new roof.', clientName: 'Dana Smith' })
          .expect(201)
      ).body as { token: string };

      const answer = await send(agent, { token, channels: ['email'] }).expect(400);

      expect(answer.body.error).toBe(sendProposalMessages.noEmail);
    });

    it('should answer 409 when the proposal is signed and 410 when it is deleted', async () => {
      const { agent } = await manager();
      const signed = await shareThroughApi(agent);
      await signThroughApi(app.url, signed.token, { name: 'Dana', email: 'dana@example.com' });
      const deleted = await shareThroughApi(agent);
      await agent.post('/api/delete-proposal').send({ token: deleted.token }).expect(200);

      const refused = await send(agent, { token: signed.token, channels: ['email'] }).expect(409);
      expect(refused.body.error).toBe('This proposal is already signed.');
      await send(agent, { token: deleted.token, channels: ['email'] }).expect(410);
      expect(await sentEvents(signed.proposalId)).toEqual([]);
    });
  });

  describe(`a sent proposal's mail the server refuses on ${kind}`, () => {
    let suite: MailingSuite;
    let smtp: FakeSmtpServer;
    let app: TestApp;

    beforeAll(async () => {
      // Given up within a second instead of a day.
      suite = await startMailingSuite(kind, { mailSender: { maxAgeMs: 600 } });
      ({ smtp, app } = suite);
    });

    afterAll(() => suite.close());

    it('should show the failure on the dashboard row, live and once, and clear it when sent again', async () => {
      const manager = await signUp(app.url);
      await activateSubscription(app.store, manager.user.id, 'super_pro');
      await app.runner.waitUntilCaughtUp();
      const socket = await connectSocket(app.url, {}, { Cookie: manager.cookie });
      const pushed = collect(socket, 'proposal.updated');
      const { token, proposalId } = await shareThroughApi(manager.agent);
      const gone = mailAddress('gone');
      smtp.refuse(gone, 1_000);

      await manager.agent
        .post('/api/send-proposal')
        .send({ token, channels: ['email'], email: gone })
        .expect(200);

      const row = await pushed.waitFor(
        (r) => r.token === token && r.delivery_failure !== null,
        10_000,
      );
      expect(row.delivery_failure).toEqual({
        channel: 'email',
        address: gone,
        reason: expect.stringContaining('Mailbox busy'),
        failed_at: expect.any(String),
      });
      const { proposals } = (await manager.agent.get('/api/dashboard').expect(200))
        .body as DashboardResponse;
      expect(proposals.find((r) => r.token === token)).toEqual(row);

      // The sender's word told again, five times at once (a retry after a crash): still once.
      const [sent] = (await app.store.readStream(proposalStreamName(proposalId))).filter(
        (event) => event.type === 'ProposalSent',
      );
      const commands = app.app.get(CommandBus);
      await Promise.all(
        Array.from({ length: 5 }, () =>
          commands.execute(new RecordDeliveryFailureCommand(`${sent.id}:send-email`, 'again')),
        ),
      );
      const failures = (await app.store.readStream(proposalStreamName(proposalId))).filter(
        (event) => event.type === 'ProposalDeliveryFailed',
      );
      expect(failures).toHaveLength(1);
      expect(failures[0].data).toMatchObject({
        delivery: sent.id,
        channel: 'email',
        address: gone,
      });

      // A new send is under way: the row no longer shows the old failure.
      const fine = mailAddress('fine');
      const before = pushed.received.length;
      await manager.agent
        .post('/api/send-proposal')
        .send({ token, channels: ['email'], email: fine })
        .expect(200);
      await eventually('the row is pushed without the failure', () =>
        pushed.received.slice(before).some((r) => r.token === token && r.delivery_failure === null),
      );
      await eventually('the second mail is delivered', () =>
        smtp.received.some((mail) => mail.to.includes(fine)),
      );
      socket.close();

      // Replayed from the log, the rows come out as the live run made them.
      await expectRebuildEqualsLive(app, ['proposal-summaries'], ['proposal_summaries']);
    });
  });
}
