import { randomUUID } from 'node:crypto';
import type { Database } from '../infrastructure/database/database.js';
import { createPgDatabase } from '../infrastructure/database/pg-database.js';
import { runMigrations } from '../infrastructure/database/migrations.js';
import { eventually } from '../testing/eventually.js';
import { startFakeSmtpServer } from '../testing/fake-smtp-server.js';
import type { FakeSmtpServer } from '../testing/fake-smtp-server.js';
import { createTestDatabase, databaseKinds } from '../testing/test-database.js';
import type { TestDatabase } from '../testing/test-database.js';
import { MailSender } from './mail-sender.js';
import type { MailSenderOptions } from './mail-sender.js';
import { enqueueMail, outboxMigrations, readOutbox } from './outbox.js';

const quiet = { warn: () => undefined, error: () => undefined };

const fast: Partial<MailSenderOptions> = { baseDelayMs: 20, maxDelayMs: 200 };

const address = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;

const entryTo = async (db: Database, to: string) =>
  (await readOutbox(db, 1000)).find((entry) => entry.to === to)!;

for (const kind of databaseKinds()) {
  describe(`${MailSender.name} on ${kind}`, () => {
    let database: TestDatabase;
    let smtp: FakeSmtpServer;
    let sut: MailSender;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      await runMigrations(database.db, outboxMigrations);
      smtp = await startFakeSmtpServer();
    });

    afterEach(async () => {
      await sut?.stop();
    });

    afterAll(async () => {
      await smtp.close();
      await database.drop();
    });

    const start = async (options: Partial<MailSenderOptions> = fast) => {
      sut = new MailSender(database.db, smtp.url, 'Vanilla <hello@vanilla.test>', quiet, options);
      await sut.start();
    };

    it('should deliver over SMTP and mark the outbox entry sent', async () => {
      await start();
      const to = address('dana');
      const link = `http://localhost:3000/reset-password?token=abc123&email=${encodeURIComponent(to)}`;
      await enqueueMail(database.db, {
        key: `test:${to}`,
        to,
        subject: 'Reset your Vanilla password',
        text: `Open ${link}`,
      });
      await eventually(
        'the mail is sent',
        async () => (await entryTo(database.db, to)).sent_at !== null,
      );

      const delivered = smtp.received.filter((mail) => mail.to.includes(to));
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toMatchObject({
        from: 'hello@vanilla.test',
        subject: 'Reset your Vanilla password',
      });
      expect(delivered[0].text).toContain(link);
      expect(delivered[0].messageId).toMatch(/^<[0-9a-f]{32}@vanilla\.test>$/);
      expect(await entryTo(database.db, to)).toMatchObject({
        status: 'sent',
        attempts: 1,
        error: null,
      });
    });

    it('should write a mail once when its key is enqueued again', async () => {
      const to = address('once');
      const mail = { key: `test:${to}`, to, subject: 'Hello', text: 'Hi' };
      expect(await enqueueMail(database.db, mail)).toBe(true);
      expect(await enqueueMail(database.db, { ...mail, text: 'Hi again' })).toBe(false);
      const entries = (await readOutbox(database.db, 1000)).filter((entry) => entry.to === to);
      expect(entries).toEqual([expect.objectContaining({ text: 'Hi', status: 'pending' })]);
    });

    it('should keep retrying with the reason while the server refuses the mail', async () => {
      await start();
      const to = address('busy');
      smtp.refuse(to, 1_000);
      await enqueueMail(database.db, { key: `test:${to}`, to, subject: 'Hello', text: 'Hi' });
      await eventually('three attempts', () => smtp.attempts(to) >= 3);
      await sut.stop();
      const entry = await entryTo(database.db, to);
      expect(entry).toMatchObject({ status: 'retrying', sent_at: null, failed_at: null });
      expect(entry.attempts).toBeGreaterThanOrEqual(3);
      expect(entry.error).toMatch(/Mailbox busy/);
    });

    it('should give up and mark the mail failed when it is not delivered within the maximum age', async () => {
      await start({ ...fast, maxAgeMs: 300 });
      const to = address('never');
      smtp.refuse(to, 1_000);
      await enqueueMail(database.db, { key: `test:${to}`, to, subject: 'Hello', text: 'Hi' });
      await eventually(
        'the mail is given up',
        async () => (await entryTo(database.db, to)).status === 'failed',
      );
      const failed = await entryTo(database.db, to);
      expect(failed.error).toMatch(/Mailbox busy/);
      expect(failed.attempts).toBe(smtp.attempts(to));

      // A later mail goes out, so the sender has passed by: the failed one was not tried again.
      const later = address('later');
      await enqueueMail(database.db, {
        key: `test:${later}`,
        to: later,
        subject: 'Hi',
        text: 'Hi',
      });
      await eventually(
        'the later mail is sent',
        async () => (await entryTo(database.db, later)).status === 'sent',
      );
      expect(smtp.attempts(to)).toBe(failed.attempts);
    });

    it('should not send a mail that waited longer than the maximum age for an SMTP server', async () => {
      const to = address('stale');
      await enqueueMail(database.db, { key: `test:${to}`, to, subject: 'Hello', text: 'Hi' });
      await database.db.query(
        `UPDATE mail_outbox SET created_at = now() - interval '2 days', next_attempt_at = now() - interval '2 days' WHERE "to" = $1`,
        [to],
      );
      await start();
      await eventually(
        'the stale mail is given up',
        async () => (await entryTo(database.db, to)).status === 'failed',
      );
      expect(smtp.attempts(to)).toBe(0);
    });

    it('should be woken by a mail written in a transaction once it commits', async () => {
      // Nothing else is due, so nothing but a notification wakes the sender within its minute.
      await database.db.query(
        'UPDATE mail_outbox SET failed_at = now() WHERE sent_at IS NULL AND failed_at IS NULL',
      );
      await start({ ...fast, pollMs: 60_000 });
      // One after another, so the later ones are written while the sender sleeps.
      for (let i = 0; i < 3; i += 1) {
        const to = address('woken');
        await database.db.transaction((tx) =>
          enqueueMail(tx, { key: `test:${to}`, to, subject: 'Hello', text: 'Hi' }),
        );
        await eventually(
          `mail ${i} is sent`,
          async () => (await entryTo(database.db, to)).status === 'sent',
          8_000,
        );
      }
    });
  });
}

if (databaseKinds().includes('postgres')) {
  describe(`${MailSender.name} instances sharing one Postgres database`, () => {
    it('should deliver each mail once when three senders claim from one outbox', async () => {
      const database = await createTestDatabase('postgres');
      const smtp = await startFakeSmtpServer();
      const pools = [
        database.db,
        ...[1, 2].map(() => createPgDatabase({ connectionString: database.url! })),
      ];
      const senders = pools.map(
        (db) => new MailSender(db, smtp.url, 'Vanilla <hello@vanilla.test>', quiet, fast),
      );
      try {
        await runMigrations(database.db, outboxMigrations);
        await Promise.all(senders.map((sender) => sender.start()));
        const recipients = Array.from({ length: 40 }, (_, i) => address(`r${i}`));
        for (const to of recipients.slice(0, 10)) smtp.refuse(to, 1);
        await Promise.all(
          recipients.map((to) =>
            enqueueMail(database.db, { key: `test:${to}`, to, subject: 'Hello', text: 'Hi' }),
          ),
        );
        await eventually('every mail is sent', async () =>
          (await readOutbox(database.db, 1000)).every((entry) => entry.status === 'sent'),
        );
        for (const to of recipients) {
          expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
        }
      } finally {
        await Promise.all(senders.map((sender) => sender.stop()));
        await Promise.all(pools.slice(1).map((db) => db.close()));
        await smtp.close();
        await database.drop();
      }
    });
  });
}
