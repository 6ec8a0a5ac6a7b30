import { runMigrations } from '../infrastructure/database/migrations.js';
import { eventually } from '../testing/eventually.js';
import { createTestDatabase, databaseKinds } from '../testing/test-database.js';
import type { TestDatabase } from '../testing/test-database.js';
import {
  enqueueText,
  EVERY_COMPANY,
  isOptedOut,
  pruneSentTexts,
  recordOptOut,
  removeOptOut,
  smsOutboxMigrations,
} from './sms-outbox.js';
import { createLocalSms } from './sms-provider.js';
import { NO_SENDER_REASON, SmsSender } from './sms-sender.js';

for (const kind of databaseKinds()) {
  describe(`the text outbox on ${kind}`, () => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      await runMigrations(database.db, smsOutboxMigrations);
    });

    afterAll(() => database.drop());

    const text = (key: string) => ({
      key,
      companyId: 'company-a',
      to: '+15125550123',
      body: 'Hello\nReply STOP to opt out.',
      sender: { from: '+14155550100' },
    });

    it('should write a text once when its key is enqueued twice', async () => {
      expect(await enqueueText(database.db, text('e-1:send-sms'))).toBe(true);
      expect(await enqueueText(database.db, text('e-1:send-sms'))).toBe(false);

      const { rows } = await database.db.query(
        `SELECT status, "from" FROM sms_outbox WHERE idempotency_key = 'e-1:send-sms'`,
      );
      expect(rows).toEqual([{ status: 'pending', from: '+14155550100' }]);
    });

    it("should hold a company's opt-out for that company only, and a service-wide one for all", async () => {
      await recordOptOut(database.db, 'company-a', '+15125550111');
      await recordOptOut(database.db, EVERY_COMPANY, '+15125550112');

      expect(await isOptedOut(database.db, 'company-a', '+15125550111')).toBe(true);
      expect(await isOptedOut(database.db, 'company-b', '+15125550111')).toBe(false);
      expect(await isOptedOut(database.db, 'company-b', '+15125550112')).toBe(true);

      await removeOptOut(database.db, 'company-a', '+15125550111');
      expect(await isOptedOut(database.db, 'company-a', '+15125550111')).toBe(false);
    });

    it('should drop the body of a text sent over 30 days ago and keep its key', async () => {
      await enqueueText(database.db, text('old:send-sms'));
      await enqueueText(database.db, text('new:send-sms'));
      await database.db.query(
        `UPDATE sms_outbox SET status = 'sent', sent_at = now() - interval '31 days'
          WHERE idempotency_key = 'old:send-sms'`,
      );
      await database.db.query(
        `UPDATE sms_outbox SET status = 'sent', sent_at = now() WHERE idempotency_key = 'new:send-sms'`,
      );

      expect(await pruneSentTexts(database.db)).toBe(1);

      const { rows } = await database.db.query<{ key: string; body: string }>(
        `SELECT idempotency_key AS key, body FROM sms_outbox
          WHERE idempotency_key IN ('old:send-sms', 'new:send-sms') ORDER BY idempotency_key`,
      );
      expect(rows).toEqual([
        { key: 'new:send-sms', body: 'Hello\nReply STOP to opt out.' },
        { key: 'old:send-sms', body: '' },
      ]);
    });
  });
}

for (const kind of databaseKinds()) {
  describe(`${SmsSender.name} on ${kind}`, () => {
    let database: TestDatabase;
    let sut: SmsSender | null = null;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      await runMigrations(database.db, smsOutboxMigrations);
    });

    afterEach(() => sut?.stop());

    afterAll(() => database.drop());

    const statusOf = async (key: string) =>
      (
        await database.db.query<{ status: string; error: string | null }>(
          'SELECT status, error FROM sms_outbox WHERE idempotency_key = $1',
          [key],
        )
      ).rows[0];

    it('should keep the text in the outbox with the local provider, and skip and tell when it has no sender', async () => {
      const told: string[] = [];
      sut = new SmsSender(
        database.db,
        createLocalSms(),
        'http://localhost/webhooks/twilio/message-status',
        { warn: () => undefined, error: () => undefined },
        {},
        async ({ key, reason }) => void told.push(`${key}: ${reason}`),
      );
      await sut.start();
      const text = { companyId: 'company-a', to: '+15125550123', body: 'Hi' };

      await enqueueText(database.db, { ...text, key: 'kept:send-sms', sender: { from: '+1415' } });
      await enqueueText(database.db, { ...text, key: 'lost:send-sms', sender: null });

      await eventually(
        'both are done',
        async () =>
          (await statusOf('kept:send-sms'))?.status === 'outbox' &&
          (await statusOf('lost:send-sms'))?.status === 'skipped',
      );
      expect(await statusOf('lost:send-sms')).toEqual({
        status: 'skipped',
        error: NO_SENDER_REASON,
      });
      expect(told).toEqual([`lost:send-sms: ${NO_SENDER_REASON}`]);
    });
  });
}
