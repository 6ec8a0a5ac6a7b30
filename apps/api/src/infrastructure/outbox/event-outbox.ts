import type { SqlExecutor } from '../database/database.js';
import type { Migration } from '../database/migrations.js';
import type { ExpectedRevision, NewEvent } from '../event-store/event-store.js';

// An event a reactor wants appended to another stream (a call on a proposal's history). The
// event's id makes the append idempotent: the appender may deliver a row twice (a lease run out
// mid-append), the store keeps the event once.
export type OutboxAppend = {
  // Names what the row is for (`<event id>:<kind>:<stream>`): a key already written is not
  // written again, so a replay enqueues nothing.
  key: string;
  streamName: string;
  event: NewEvent & { id: string };
  expectedRevision: ExpectedRevision;
};

// Appenders listen here; a NOTIFY is delivered on commit, so a woken appender finds the row.
export const EVENT_OUTBOX_CHANNEL = 'event_outbox';

export const eventOutboxMigrations: Migration[] = [
  {
    id: 'event-outbox-001',
    sql: `
CREATE TABLE event_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  idempotency_key text NOT NULL,
  stream_name text NOT NULL,
  event jsonb NOT NULL,
  expected_revision jsonb NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  appended_at timestamptz,
  failed_at timestamptz,
  error text
)
--;
CREATE UNIQUE INDEX event_outbox_idempotency_key ON event_outbox (idempotency_key)
--;
CREATE INDEX event_outbox_due ON event_outbox (next_attempt_at)
  WHERE appended_at IS NULL AND failed_at IS NULL`,
  },
];

// Writes the append unless its key is already there, in the caller's transaction (a reactor's,
// with its checkpoint), and wakes the appenders when that commits. True when it was written now.
export const enqueueAppend = async (db: SqlExecutor, append: OutboxAppend): Promise<boolean> => {
  const { rows } = await db.query(
    `WITH written AS (
       INSERT INTO event_outbox (idempotency_key, stream_name, event, expected_revision)
       VALUES ($1, $2, $3::jsonb, $4::jsonb)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id)
     SELECT pg_notify('${EVENT_OUTBOX_CHANNEL}', '') FROM written`,
    [
      append.key,
      append.streamName,
      JSON.stringify(append.event),
      JSON.stringify(append.expectedRevision),
    ],
  );
  return rows.length > 0;
};
