import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { proposalStreamName } from '@vanilla/domain';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { joinTeam, newAgent, signUp } from '../../testing/accounts-fixtures.js';
import { startFakeSmtpServer } from '../../testing/fake-smtp-server.js';
import {
  fastRetries,
  startMailingSuite,
  mailAddress,
  outboxRowsTo,
  receivedBy,
  untilSent,
} from '../../testing/mail-fixtures.js';
import type { MailingSuite } from '../../testing/mail-fixtures.js';
import type { FakeSmtpServer } from '../../testing/fake-smtp-server.js';
import { shareThroughApi, signThroughApi } from '../../testing/proposal-fixtures.js';
import { startTestApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';
import { createScratchPostgresUrl, databaseKinds } from '../../testing/test-database.js';

for (const kind of databaseKinds()) {
  describe(`ProposalMailReactor on ${kind}`, () => {
    let suite: MailingSuite;
    let smtp: FakeSmtpServer;
    let app: TestApp;

    beforeAll(async () => {
      suite = await startMailingSuite(kind);
      ({ app, smtp } = suite);
    });

    afterAll(() => suite.close());

    it('should neither enqueue nor send a mail again when the reactor is rebuilt', async () => {
      const { agent, body } = await signUp(app.url);
      const signer = mailAddress('signer');
      const { token } = await shareThroughApi(agent);
      await signThroughApi(app.url, token, { name: 'Dana Smith', email: signer });
      await untilSent(app, signer);
      await untilSent(app, body.email);
      const before = await app.db.query('SELECT * FROM mail_outbox ORDER BY id');

      // As `npm run projections:rebuild proposal-mail` does, with the API's runner stopped.
      await app.runner.stop();
      await app.runner.rebuild('proposal-mail', () => undefined);
      await app.runner.start();
      await app.runner.waitUntilCaughtUp();
      expect((await app.db.query('SELECT * FROM mail_outbox ORDER BY id')).rows).toEqual(
        before.rows,
      );

      // A later mail goes out, so the sender has passed by: the earlier ones did not go again.
      const later = mailAddress('later');
      const next = await shareThroughApi(agent);
      await signThroughApi(app.url, next.token, { name: 'Eli Jones', email: later });
      await untilSent(app, later);
      await untilSent(app, body.email, 2);
      expect(receivedBy(smtp, signer)).toHaveLength(1);
      expect(receivedBy(smtp, body.email)).toHaveLength(2);
    });

    it("should mail the contractor a client's message once", async () => {
      const { agent, body } = await signUp(app.url);
      const { token } = await shareThroughApi(agent);
      await newAgent(app.url)
        .post('/api/proposal-message')
        .send({ token, name: 'Dana', email: 'dana@example.com', message: 'Can you start in May?' })
        .expect(200);
      await untilSent(app, body.email);
      const { publicBaseUrl } = app.app.get<AppConfig>(APP_CONFIG);
      const [notice] = await outboxRowsTo(app, body.email);
      expect(notice.subject).toBe('Dana has a question about "Heat Pump Proposal"');
      expect(notice.text).toBe(
        `Dana (dana@example.com) wrote about "Heat Pump Proposal":\n\nCan you start in May?\n\n` +
          `Reply to dana@example.com, or open the proposal: ${publicBaseUrl}/shared-proposal/${token}\n`,
      );
      expect(receivedBy(smtp, body.email)).toHaveLength(1);
    });

    it("should tell the creator of the client's first view once, however many views arrive at once", async () => {
      const { agent, body } = await signUp(app.url, { company_name: 'Cool Air HVAC' });
      const { token } = await shareThroughApi(agent);
      // The contractor looking at their own link is not the client opening it.
      await agent.post('/api/track-proposal-view').send({ token }).expect(200);
      await Promise.all(
        Array.from({ length: 5 }, () =>
          newAgent(app.url).post('/api/track-proposal-view').send({ token }).expect(200),
        ),
      );
      await newAgent(app.url).post('/api/track-proposal-view').send({ token }).expect(200);
      await untilSent(app, body.email);

      const { publicBaseUrl } = app.app.get<AppConfig>(APP_CONFIG);
      const [notice] = await outboxRowsTo(app, body.email);
      expect(notice.subject).toBe('Dana Smith opened "Heat Pump Proposal"');
      expect(notice.text).toContain(
        `Dana Smith just opened "Heat Pump Proposal" from Cool Air HVAC for the first time`,
      );
      expect(notice.text).toContain(`${publicBaseUrl}/business/proposals/${token}/history`);
      await app.runner.waitUntilCaughtUp();
      expect(await outboxRowsTo(app, body.email)).toHaveLength(1);
      expect(receivedBy(smtp, body.email)).toHaveLength(1);
    });

    it('should mail the contractor a decline once, with the reason when one was given', async () => {
      const { agent, body } = await signUp(app.url);
      const { token } = await shareThroughApi(agent);
      const decline = () =>
        newAgent(app.url)
          .post(`/api/proposals/${token}/decline`)
          .send({ reason: 'The price is above our budget.' });
      await Promise.all([decline(), decline(), decline()]);
      const { token: quiet } = await shareThroughApi(agent);
      await newAgent(app.url).post(`/api/proposals/${quiet}/decline`).send({}).expect(200);
      await untilSent(app, body.email, 2);
      const { publicBaseUrl } = app.app.get<AppConfig>(APP_CONFIG);
      const notices = await outboxRowsTo(app, body.email);
      const declines = notices.filter((row) => row.subject.includes('declined'));
      expect(declines.map((row) => row.subject)).toEqual([
        'Dana Smith declined "Heat Pump Proposal"',
        'Dana Smith declined "Heat Pump Proposal"',
      ]);
      const [withReason, without] = declines;
      expect(withReason.text).toContain(
        `Their reason:\n\nThe price is above our budget.\n\n${publicBaseUrl}/shared-proposal/${token}\n`,
      );
      expect(without.text).toContain(
        `They gave no reason.\n\n${publicBaseUrl}/shared-proposal/${quiet}\n`,
      );
      expect(receivedBy(smtp, body.email)).toHaveLength(2);
    });

    it("should tell the managers when a removed member's proposal is signed", async () => {
      const manager = await signUp(app.url, { username: 'Maya Manager' });
      const member = await joinTeam(app.url, manager.agent);
      const { token } = await shareThroughApi(member.agent);
      await manager.agent.delete(`/auth/manager/team/${member.user.id}`).expect(200);

      await signThroughApi(app.url, token, { name: 'Dana Smith', email: mailAddress('signer') });
      await untilSent(app, manager.body.email);
      const [notice] = await outboxRowsTo(app, manager.body.email);
      expect(notice.subject).toBe('Dana Smith signed "Heat Pump Proposal"');
      expect(notice.text).toMatch(/^Good news, Maya Manager: Dana Smith/);
      // The member only ever got their invitation.
      expect((await outboxRowsTo(app, member.body.email)).map((row) => row.subject)).toEqual([
        "Maya Manager invited you to Maya Manager's team on Vanilla",
      ]);
    });

    it('should not mail a signature recorded before mail followed the log', async () => {
      const { agent } = await signUp(app.url);
      const { proposalId } = await shareThroughApi(agent);
      const signer = mailAddress('legacy');
      // The shape ProposalSigned had when the sign handler mailed the signer itself.
      await app.store.append(proposalStreamName(proposalId), [
        {
          type: 'ProposalSigned',
          data: {
            proposalId,
            signerName: 'Old Signer',
            signerEmail: signer,
            signatureHash: 'png-hash',
            contentHash: 'content-hash',
            ip: '203.0.113.9',
            userAgent: 'jest',
            signedAt: new Date().toISOString(),
          },
        },
      ]);
      await app.runner.waitUntilCaughtUp();
      expect(await outboxRowsTo(app, signer)).toEqual([]);
    });
  });

  describe(`a signature appended while no app mailed it, on ${kind}`, () => {
    it('should enqueue and deliver its mail once when the next app starts', async () => {
      const smtp = await startFakeSmtpServer();
      // The database must outlive the first app: a scratch Postgres database, or PGlite on disk.
      const scratch = kind === 'postgres' ? await createScratchPostgresUrl() : null;
      const dataDir = mkdtempSync(join(tmpdir(), 'vanilla-mail-'));
      const options = { databaseUrl: scratch?.url ?? null, env: { DATA_DIR: dataDir } };
      try {
        // The first app appends the signature and is gone before any reactor ran, as if it
        // crashed right after the append.
        const first = await startTestApp({ ...options, runProjections: false });
        const creator = await signUp(first.url);
        const { token } = await shareThroughApi(creator.agent);
        const signer = mailAddress('signer');
        await signThroughApi(first.url, token, { name: 'Dana Smith', email: signer });
        const nothing = await first.db.query('SELECT count(*)::int AS n FROM mail_outbox');
        expect(nothing.rows).toEqual([{ n: 0 }]);
        await first.close();

        const second = await startTestApp({
          ...options,
          env: { ...options.env, SMTP_URL: smtp.url },
          providerOverrides: { mailSender: fastRetries },
        });
        try {
          await untilSent(second, signer);
          await untilSent(second, creator.body.email);
          expect(receivedBy(smtp, signer)).toEqual([
            expect.objectContaining({ subject: 'You signed "Heat Pump Proposal"' }),
          ]);
          expect(receivedBy(smtp, creator.body.email)).toEqual([
            expect.objectContaining({ subject: 'Dana Smith signed "Heat Pump Proposal"' }),
          ]);
        } finally {
          await second.close();
        }
      } finally {
        await scratch?.drop();
        rmSync(dataDir, { recursive: true, force: true });
        await smtp.close();
      }
    });
  });
}
