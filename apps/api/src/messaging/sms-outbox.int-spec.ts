import { runMigrations } from '../infrastructure/database/migrations.js';
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
