import type { SqlExecutor } from '../database/database.js';
import type { Migration } from '../database/migrations.js';

// Arbitrary constant: the first key of every projection's advisory lock.
export const LOCK_NAMESPACE = 727_002;

export const leaseMigrations: Migration[] = [
  {
    id: 'projections-004',
    sql: `
CREATE TABLE projection_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
)`,
  },
];

export class LeaseLostError extends Error {}

// Who runs each projection. The holder of its session-level advisory lock does, as long as it
// keeps renewing the projection's lease row: a lock alone cannot tell a frozen process or a
// half-open connection (which Postgres still sees as a live session) from a working leader. A
// candidate that finds the lock held under an expired lease ends the holder's session, which
// frees the lock, and takes it.
export class ProjectionLeases {
  constructor(
    private readonly session: SqlExecutor,
    private readonly holder: string,
    private readonly ttlMs: number,
    private readonly log: (message: string) => void,
  ) {}

  // Takes whichever of `names` is free, or held under an expired lease, and returns those taken.
  async acquire(names: readonly string[]): Promise<string[]> {
    if (names.length === 0) return [];
    let taken = await this.tryLock(names);
    const held = names.filter((name) => !taken.includes(name));
    if (held.length > 0 && (await this.endExpiredHolders(held))) {
      taken = [...taken, ...(await this.tryLock(held))];
    }
    if (taken.length > 0) {
      await this.session.query(
        `INSERT INTO projection_leases (name, holder, expires_at)
         SELECT name, $2, now() + $3 * interval '1 millisecond' FROM unnest($1::text[]) AS name
         ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at`,
        [taken, this.holder, this.ttlMs],
      );
    }
    return taken;
  }

  // One statement on the lock's session, so it also proves that session alive (a dead one has
  // lost its locks and the query throws). Throws LeaseLostError when a lease is no longer ours.
  async renew(names: readonly string[]): Promise<void> {
    const { rowCount } = await this.session.query(
      `UPDATE projection_leases SET expires_at = now() + $3 * interval '1 millisecond'
        WHERE holder = $1 AND name = ANY($2::text[])`,
      [this.holder, names, this.ttlMs],
    );
    if (rowCount < names.length) {
      throw new LeaseLostError(`Lease of ${names.join(', ')} taken over by another instance`);
    }
  }

  async release(names: readonly string[]): Promise<void> {
    await this.session.query(
      `DELETE FROM projection_leases WHERE holder = $1 AND name = ANY($2::text[])`,
      [this.holder, names],
    );
    await this.session.query(
      'SELECT pg_advisory_unlock($1, hashtext(name)) FROM unnest($2::text[]) AS name',
      [LOCK_NAMESPACE, names],
    );
  }

  async releaseAll(): Promise<void> {
    await this.session.query('DELETE FROM projection_leases WHERE holder = $1', [this.holder]);
    await this.session.query('SELECT pg_advisory_unlock_all()');
  }

  private async tryLock(names: readonly string[]): Promise<string[]> {
    const { rows } = await this.session.query<{ name: string }>(
      `SELECT name FROM unnest($2::text[]) AS name WHERE pg_try_advisory_lock($1, hashtext(name))`,
      [LOCK_NAMESPACE, names],
    );
    return rows.map((row) => row.name);
  }

  // Ends the sessions holding the locks of `names` whose leases expired (waiting up to two
  // seconds for each to exit), and says whether it ended any.
  private async endExpiredHolders(names: readonly string[]): Promise<boolean> {
    const { rows } = await this.session.query<{ name: string; pid: number; ended: boolean }>(
      `SELECT lease.name, lock.pid, pg_terminate_backend(lock.pid, 2000) AS ended
         FROM projection_leases lease
         JOIN pg_locks lock
           ON lock.locktype = 'advisory' AND lock.granted
          AND lock.database = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND lock.classid = $1 AND lock.objid = hashtext(lease.name)::oid AND lock.objsubid = 2
        WHERE lease.name = ANY($2::text[]) AND lease.expires_at < now()
          AND lock.pid <> pg_backend_pid()`,
      [LOCK_NAMESPACE, names],
    );
    for (const row of rows) {
      this.log(
        `Projection ${row.name}: its lease expired unrenewed; ended the holding session ${row.pid}`,
      );
    }
    return rows.some((row) => row.ended);
  }
}
