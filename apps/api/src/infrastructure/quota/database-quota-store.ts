import { randomUUID } from 'node:crypto';
import type { Database } from '../database/database.js';
import { runMigrations } from '../database/migrations.js';
import type { Migration } from '../database/migrations.js';
import type { QuotaDecision, QuotaLimit, QuotaStore } from './quota-store.js';

export const quotaMigrations: Migration[] = [
  {
    id: 'quota-001',
    sql: `
CREATE TABLE quota_uses (
  use_id text NOT NULL,
  key text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (key, use_id)
)
--;
CREATE INDEX quota_uses_expiry ON quota_uses (expires_at)`,
  },
];

// Arbitrary constant. Takes are rare (demo calls), so one lock serialises them all, across
// instances; it is held for a few statements.
const QUOTA_LOCK = 727_002;

// A use is a row per limit until its window has passed: the uses of a key are its rows.
export const createDatabaseQuotaStore = async (db: Database): Promise<QuotaStore> => {
  await runMigrations(db, quotaMigrations);
  return {
    take: <L extends QuotaLimit>(limits: readonly L[]) =>
      db.transaction(async (tx): Promise<QuotaDecision<L>> => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [QUOTA_LOCK]);
        // The clock after the lock: a take that waited sees the uses granted meanwhile as past.
        const { rows } = await tx.query<{ now: Date }>('SELECT clock_timestamp() AS now');
        const now = rows[0].now;
        await tx.query('DELETE FROM quota_uses WHERE expires_at <= $1', [now]);
        let refused: { limit: L; retryAfterMs: number } | null = null;
        for (const limit of limits) {
          // Used up while `max` or more uses remain; it frees up when the one `max` places from
          // the newest expires.
          const { rows: freed } = await tx.query<{ expires_at: Date }>(
            `SELECT expires_at FROM quota_uses WHERE key = $1
              ORDER BY expires_at DESC OFFSET $2 LIMIT 1`,
            [limit.key, limit.max - 1],
          );
          if (freed.length === 0) continue;
          const retryAfterMs = freed[0].expires_at.getTime() - now.getTime();
          if (!refused || retryAfterMs > refused.retryAfterMs) refused = { limit, retryAfterMs };
        }
        if (refused) return { granted: false, ...refused };
        const useId = randomUUID();
        for (const limit of limits) {
          await tx.query(
            `INSERT INTO quota_uses (use_id, key, expires_at)
             VALUES ($1, $2, $3::timestamptz + $4::float8 * interval '1 millisecond')`,
            [useId, limit.key, now, limit.windowMs],
          );
        }
        return {
          granted: true,
          giveBack: async () => {
            await db.query('DELETE FROM quota_uses WHERE use_id = $1', [useId]);
          },
        };
      }),
    close: async () => undefined,
  };
};
