import { randomUUID } from 'node:crypto';
import type { SqlParam } from '../infrastructure/database/database.js';
import { Housekeeping } from '../infrastructure/housekeeping/housekeeping.js';
import { MailService } from '../mail/index.js';
import { signUp } from '../testing/accounts-fixtures.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';

const count = async (app: TestApp, sql: string, params: SqlParam[] = []) =>
  (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0].n;

for (const kind of databaseKinds()) {
  describe(`${Housekeeping.name} on ${kind}`, () => {
    let app: TestApp;
    let sut: Housekeeping;

    beforeAll(async () => {
      app = await startSuiteApp(kind, { runProjections: false });
      sut = app.app.get(Housekeeping);
    });

    afterAll(() => app?.close());

    it('should prune what has served its purpose and keep what still counts when a pass runs', async () => {
      const { agent, user } = await signUp(app.url);
      const stale = await signUp(app.url);
      await app.db.query(
        `UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
        [stale.user.id],
      );
      await app.db.query(
        `INSERT INTO password_resets (token_hash, user_id, expires_at)
         VALUES ($1, $3, now() - interval '1 minute'), ($2, $3, now() + interval '1 hour')`,
        [`spent-${randomUUID()}`, `live-${randomUUID()}`, user.id],
      );
      await app.db.query(
        `INSERT INTO auth_attempts (kind, email, ip, at)
         VALUES ('login_failed', $1, '203.0.113.9', now() - interval '8 days'),
                ('login_failed', $1, '203.0.113.9', now())`,
        [user.email],
      );
      const [old, recent] = [`old-${randomUUID()}`, `recent-${randomUUID()}`];
      const mail = app.app.get(MailService);
      for (const key of [old, recent])
        await mail.send({
          key,
          to: user.email,
          subject: 'Hi',
          text: 'Body',
          html: '<p>Body</p>',
        });
      await app.db.query(
        `UPDATE mail_outbox SET sent_at = now() - interval '31 days' WHERE idempotency_key = $1`,
        [old],
      );
      await app.db.query(
        `UPDATE mail_outbox SET sent_at = now() - interval '1 day' WHERE idempotency_key = $1`,
        [recent],
      );

      expect(await sut.pass()).toEqual({ accounts: 3, mail: 1, texts: 0 });

      expect(await count(app, 'sessions WHERE user_id = $1', [stale.user.id])).toBe(0);
      await agent.get('/auth/me').expect(200);
      expect(await count(app, 'password_resets WHERE user_id = $1', [user.id])).toBe(1);
      expect(await count(app, 'auth_attempts WHERE email = $1', [user.email])).toBe(1);
      const { rows } = await app.db.query<{ key: string; text: string; html: string | null }>(
        `SELECT idempotency_key AS key, text, html FROM mail_outbox
          WHERE idempotency_key = ANY($1) ORDER BY sent_at`,
        [[old, recent]],
      );
      expect(rows).toEqual([
        { key: old, text: '', html: null },
        { key: recent, text: 'Body', html: '<p>Body</p>' },
      ]);
      // A reactor replaying the log finds the key and does not send that mail again.
      expect(await mail.send({ key: old, to: user.email, subject: 'Hi', text: 'Body' })).toBe(
        false,
      );

      expect(await sut.pass()).toEqual({ accounts: 0, mail: 0, texts: 0 });
    });

    if (kind === 'postgres') {
      it('should skip a pass when another instance is running one', async () => {
        await app.db.transaction(async (tx) => {
          await tx.query('SELECT pg_advisory_xact_lock(727003)');
          expect(await sut.pass()).toBeNull();
        });
        expect(await sut.pass()).not.toBeNull();
      });
    }
  });
}
