import request from 'supertest';
import { newAgent, signUp } from '../testing/accounts-fixtures.js';
import { eventually } from '../testing/eventually.js';
import { startFakeSmtpServer } from '../testing/fake-smtp-server.js';
import {
  fastRetries,
  startMailingSuite,
  mailAddress,
  outboxRowsTo,
  receivedBy,
  untilSent,
} from '../testing/mail-fixtures.js';
import type { MailingSuite } from '../testing/mail-fixtures.js';
import type { FakeSmtpServer } from '../testing/fake-smtp-server.js';
import { shareThroughApi, signThroughApi } from '../testing/proposal-fixtures.js';
import { startSuiteApp, startTestApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { createScratchPostgresUrl, databaseKinds } from '../testing/test-database.js';

for (const kind of databaseKinds()) {
  describe(`mail delivery on ${kind}`, () => {
    let suite: MailingSuite;
    let smtp: FakeSmtpServer;
    let app: TestApp;

    beforeAll(async () => {
      suite = await startMailingSuite(kind, { env: { MAIL_FROM: 'Vanilla <hello@vanilla.test>' } });
      ({ app, smtp } = suite);
    });

    afterAll(() => suite.close());

    it("should deliver the signer's confirmation and the contractor's notice exactly once when the server refuses the first attempts", async () => {
      const signer = mailAddress('signer');
      const { agent, body } = await signUp(app.url);
      smtp.refuse(signer, 2);
      smtp.refuse(body.email, 1);
      const { token } = await shareThroughApi(agent);
      await signThroughApi(app.url, token, { name: 'Dana Smith', email: signer });

      await untilSent(app, signer);
      await untilSent(app, body.email);
      const [confirmation] = await outboxRowsTo(app, signer);
      expect(confirmation).toMatchObject({
        subject: 'You signed "Heat Pump Proposal"',
        attempts: 3,
      });
      expect(smtp.attempts(signer)).toBe(3);
      const delivered = receivedBy(smtp, signer);
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toMatchObject({
        from: 'hello@vanilla.test',
        subject: 'You signed "Heat Pump Proposal"',
      });
      expect(delivered[0].text).toContain(`/shared-proposal/${token}`);
      expect(receivedBy(smtp, body.email)).toEqual([
        expect.objectContaining({ subject: 'Dana Smith signed "Heat Pump Proposal"' }),
      ]);
    });

    it('should deliver a password reset link once when the server refuses the first attempt', async () => {
      const { body } = await signUp(app.url);
      smtp.refuse(body.email, 1);
      await newAgent(app.url).post('/auth/request-reset').send({ email: body.email }).expect(200);

      await untilSent(app, body.email);
      const delivered = receivedBy(smtp, body.email);
      expect(delivered).toHaveLength(1);
      expect(delivered[0].subject).toBe('Reset your Vanilla password');
      expect(delivered[0].text).toMatch(/\/reset-password\?token=[\w-]+&email=/);
      expect(smtp.attempts(body.email)).toBe(2);
    });

    it('should deliver an invitation once when the server refuses the first attempt', async () => {
      const manager = await signUp(app.url, { username: 'Maya' });
      const invitee = mailAddress('invitee');
      smtp.refuse(invitee, 1);
      await manager.agent.post('/auth/manager/invitations').send({ email: invitee }).expect(201);

      await untilSent(app, invitee);
      expect(receivedBy(smtp, invitee)).toEqual([
        expect.objectContaining({ subject: expect.stringMatching(/^Maya invited you to /) }),
      ]);
    });

    it('should show each mail with its delivery status on /dev/outbox', async () => {
      const { agent, body } = await signUp(app.url);
      const busy = mailAddress('busy');
      const gone = mailAddress('gone');
      smtp.refuse(busy, 1_000);
      smtp.refuse(gone, 1_000);
      const { token } = await shareThroughApi(agent);
      await signThroughApi(app.url, token, { name: 'Dana Smith', email: busy });
      const second = await shareThroughApi(agent);
      await signThroughApi(app.url, second.token, { name: 'Eli Jones', email: gone });
      await untilSent(app, body.email, 2);
      await eventually('two attempts at the busy address', () => smtp.attempts(busy) >= 2);
      // What the sender does once a mail is a day old (see mail-sender.int-spec.ts).
      await eventually('the second signer is given up', async () => {
        const { rowCount } = await app.db.query(
          `UPDATE mail_outbox SET failed_at = now(), claimed_until = NULL
            WHERE "to" = $1 AND claimed_until IS NULL AND attempts > 0`,
          [gone],
        );
        return rowCount === 1;
      });

      const page = (await request(app.url).get('/dev/outbox').expect(200)).text;
      const article = (to: string) =>
        page.split('<article').find((part) => part.includes(`to ${to} ·`)) ?? '';
      expect(article(body.email)).toMatch(/^ data-status="sent"/);
      expect(article(body.email)).toMatch(/sent over SMTP/);
      expect(article(busy)).toMatch(/^ data-status="retrying"/);
      expect(article(busy)).toMatch(/retrying after \d+ failed attempts?, next attempt /);
      expect(article(busy)).toContain('Mailbox busy, try again later');
      expect(article(gone)).toMatch(/^ data-status="failed"/);
      expect(article(gone)).toMatch(/failed after \d+ attempts?/);
    });
  });
}

describe('mail kept in the outbox without an SMTP server', () => {
  it('should show the mail as pending on /dev/outbox when SMTP_URL is unset', async () => {
    const app = await startSuiteApp('pglite');
    try {
      const { body } = await signUp(app.url);
      await newAgent(app.url).post('/auth/request-reset').send({ email: body.email }).expect(200);
      const page = (await request(app.url).get('/dev/outbox').expect(200)).text;
      const article =
        page.split('<article').find((part) => part.includes(`to ${body.email} ·`)) ?? '';
      expect(article).toMatch(/^ data-status="pending"/);
      expect(article).toContain('kept in the outbox (no SMTP_URL is set)');
      expect(await outboxRowsTo(app, body.email)).toEqual([
        expect.objectContaining({ attempts: 0, sent_at: null }),
      ]);
    } finally {
      await app.close();
    }
  });
});

if (databaseKinds().includes('postgres')) {
  describe('mail delivery with two API instances on one Postgres database', () => {
    it('should deliver each mail once when both instances send from one outbox', async () => {
      const smtp = await startFakeSmtpServer();
      const scratch = await createScratchPostgresUrl();
      const options = {
        databaseUrl: scratch.url,
        env: { SMTP_URL: smtp.url },
        providerOverrides: { mailSender: fastRetries },
      };
      const first = await startTestApp(options);
      const second = await startTestApp(options);
      try {
        const creator = await signUp(first.url);
        const signers = Array.from({ length: 8 }, () => mailAddress('signer'));
        for (const signer of signers) smtp.refuse(signer, 1);
        await Promise.all(
          signers.map(async (signer, i) => {
            const { token } = await shareThroughApi(creator.agent);
            await signThroughApi([first, second][i % 2].url, token, {
              name: `Signer ${i}`,
              email: signer,
            });
          }),
        );
        const resets = await Promise.all(
          [first, second].map(async (app) => {
            const { body } = await signUp(app.url);
            await newAgent(app.url)
              .post('/auth/request-reset')
              .send({ email: body.email })
              .expect(200);
            return body.email;
          }),
        );

        for (const signer of signers) await untilSent(first, signer);
        await untilSent(first, creator.body.email, signers.length);
        for (const email of resets) await untilSent(first, email);
        for (const to of [...signers, ...resets]) expect(receivedBy(smtp, to)).toHaveLength(1);
        expect(receivedBy(smtp, creator.body.email)).toHaveLength(signers.length);
        const ids = smtp.received.map((mail) => mail.messageId);
        expect(new Set(ids).size).toBe(ids.length);
      } finally {
        await second.close();
        await first.close();
        await scratch.drop();
        await smtp.close();
      }
    });
  });
}
