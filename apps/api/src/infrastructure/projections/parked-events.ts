import type { ParkedEvent } from '@vanilla/contracts';
import type { SqlExecutor, Statement } from '../database/database.js';
import type { Migration } from '../database/migrations.js';
import { formatPosition } from '../event-store/event-store.js';
import type { RecordedEvent } from '../event-store/event-store.js';

export const parkedEventMigrations: Migration[] = [
  {
    id: 'projections-003',
    sql: `
-- Events a projection could not apply. Each is recorded in the transaction that moves the
-- projection's checkpoint past it, so it is parked once, and the projection goes on.
CREATE TABLE projection_parked_events (
  projection text NOT NULL,
  commit_position bigint NOT NULL,
  prepare_position bigint NOT NULL,
  event_id text NOT NULL,
  event_type text NOT NULL,
  stream_name text NOT NULL,
  error text NOT NULL,
  parked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (projection, commit_position, prepare_position)
)`,
  },
];

export const parkEvent = (projection: string, event: RecordedEvent, error: string): Statement => ({
  sql: `INSERT INTO projection_parked_events
          (projection, commit_position, prepare_position, event_id, event_type, stream_name, error)
        VALUES ($1, $2::bigint, $3::bigint, $4, $5, $6, $7)`,
  params: [
    projection,
    event.position.commit.toString(),
    event.position.prepare.toString(),
    event.id,
    event.type,
    event.streamName,
    error,
  ],
});

export type ParkedEvents = { count: number; first: ParkedEvent[] };

type ParkedRow = {
  projection: string;
  commit_position: number | string;
  prepare_position: number | string;
  event_id: string;
  event_type: string;
  stream_name: string;
  error: string;
  parked_at: Date;
  total: number;
};

// Per projection: how many events are parked, and the first `limit` of them in log order.
export const readParkedEvents = async (
  db: SqlExecutor,
  limit: number,
): Promise<Map<string, ParkedEvents>> => {
  const { rows } = await db.query<ParkedRow>(
    `SELECT * FROM (
       SELECT *, row_number() OVER w AS n, count(*) OVER (PARTITION BY projection) AS total
         FROM projection_parked_events
       WINDOW w AS (PARTITION BY projection ORDER BY commit_position, prepare_position)
     ) parked
     WHERE n <= $1
     ORDER BY projection, n`,
    [limit],
  );
  const parked = new Map<string, ParkedEvents>();
  for (const row of rows) {
    const entry = parked.get(row.projection) ?? { count: Number(row.total), first: [] };
    entry.first.push({
      position: formatPosition({
        commit: BigInt(row.commit_position),
        prepare: BigInt(row.prepare_position),
      })!,
      event_id: row.event_id,
      type: row.event_type,
      stream: row.stream_name,
      error: row.error,
      parked_at: row.parked_at.toISOString(),
    });
    parked.set(row.projection, entry);
  }
  return parked;
};

// SQLSTATE classes of failures that are the infrastructure's, not the event's: connection lost
// (08), transaction rolled back by the server (40: serialization failure, deadlock), insufficient
// resources (53: disk full, out of memory), operator intervention (57: shutdown, cancel, timeout),
// failures outside Postgres (58), and a lock not available (55P03).
const TRANSIENT_SQLSTATE = /^(08|40|53|57|58)...$|^55P03$/;

// Whether a failure says nothing about the event being applied, so that the batch is tried again
// later instead of the event being parked. Node's own socket errors carry a `syscall`.
export const isTransient = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  return typeof syscall === 'string' || (typeof code === 'string' && TRANSIENT_SQLSTATE.test(code));
};
