import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Database, Listener, SqlParam } from '../database/database.js';
import type { AppendNotifications } from './append-notifications.js';
import { runMigrations } from '../database/migrations.js';
import type { Migration } from '../database/migrations.js';
import { comparePositions, WrongExpectedRevisionError } from './event-store.js';
import type {
  AppendResult,
  EventStore,
  AppendOptions,
  ExpectedRevision,
  NewEvent,
  Position,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
} from './event-store.js';

const WRONG_REVISION_SQLSTATE = 'VA409';
const NOTIFY_CHANNEL = 'es_appended';
const STREAM_LOCK_NAMESPACE = 727_003;
// How often an instance looks for other instances listening for appends.
const LISTENER_CHECK_MS = 2000;

// es_append's text. Version 1 always waited for the WAL flush; version 2 takes p_relaxed, which
// lets an append commit without waiting (AppendOptions.durability).
const RELAXED_COMMIT = `  -- A relaxed append commits without waiting for the WAL flush (SET LOCAL: to the end of this
  -- transaction, past this function's own settings).
  IF p_relaxed THEN
    PERFORM set_config('synchronous_commit', 'off', true);
  END IF;
`;

const esAppendFunction = (relaxed: boolean) => `CREATE FUNCTION es_append(
  p_stream text,
  p_expected_kind text,
  p_expected bigint,
  p_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[],
  p_check_ids uuid[],
  p_lock boolean${relaxed ? ',\n  p_relaxed boolean' : ''}
) RETURNS TABLE (next_revision bigint, appended int, transaction_id text, last_position bigint)
LANGUAGE plpgsql
-- Every statement here has one good plan; re-planning per call cost more than running them.
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  v_current bigint;
  v_existing uuid[] := '{}';
  v_fresh int;
  v_last bigint;
BEGIN
${relaxed ? RELAXED_COMMIT : ''}  -- PGlite runs one statement at a time on its one connection: nothing to serialise there.
  IF p_lock THEN
    PERFORM pg_advisory_xact_lock(${STREAM_LOCK_NAMESPACE}, hashtext(p_stream));
  END IF;
  -- The stream's head, read from the (stream, revision) key: no per-stream row to update.
  SELECT e.stream_revision INTO v_current FROM es_events e
   WHERE e.stream_name = p_stream ORDER BY e.stream_revision DESC LIMIT 1;
  IF NOT FOUND THEN
    v_current := -1;
  END IF;

  IF cardinality(p_check_ids) > 0 THEN
    EXECUTE 'SELECT coalesce(array_agg(event_id), ''{}'') FROM es_events WHERE event_id = ANY($1)'
      INTO v_existing USING p_check_ids;
  END IF;
  v_fresh := cardinality(p_ids) - cardinality(v_existing);
  IF v_fresh = 0 THEN
    RETURN QUERY SELECT v_current, 0, NULL::text, NULL::bigint;
    RETURN;
  END IF;

  IF (p_expected_kind = 'no_stream' AND v_current <> -1)
     OR (p_expected_kind = 'stream_exists' AND v_current = -1)
     OR (p_expected_kind = 'exact' AND v_current <> p_expected) THEN
    RAISE EXCEPTION USING ERRCODE = '${WRONG_REVISION_SQLSTATE}', MESSAGE = 'wrong expected revision',
      DETAIL = v_current::text;
  END IF;

  INSERT INTO es_events (stream_name, stream_revision, event_id, type, data, metadata)
  SELECT p_stream, v_current + row_number() OVER (ORDER BY i.ord), i.id, i.type, i.data, i.metadata
    FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS i(id, type, data, metadata, ord)
   WHERE NOT (i.id = ANY(v_existing))
   ORDER BY i.ord;
  v_last := lastval();

  RETURN QUERY SELECT v_current + v_fresh, v_fresh, pg_current_xact_id()::text, v_last;
END;
$$`;

export const eventStoreMigrations: Migration[] = [
  {
    id: 'event-store-001',
    sql: `
CREATE TABLE es_events (
  global_position bigserial PRIMARY KEY,
  -- The writing transaction's id (xid8 kept as bigint: PGlite's wasm build misorders xid8).
  transaction_id bigint NOT NULL DEFAULT pg_current_xact_id()::text::bigint,
  stream_name text NOT NULL,
  stream_revision bigint NOT NULL,
  event_id uuid NOT NULL UNIQUE,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (stream_name, stream_revision)
)
--;
CREATE INDEX es_events_global_order ON es_events (transaction_id, global_position)
--;
-- One round trip per append, whatever the batch size. Serialises appends to one stream with an
-- advisory lock taken before anything assigns this transaction its id, so a later revision
-- always carries a later transaction id and the global order agrees with every stream's order.
-- Only ids the caller supplied (p_check_ids) can be retries, so only those are looked up, with a
-- freshly planned query: an anti-join over the whole table on every append cost more than the
-- insert, and a plan cached while the table was empty degraded into a full scan.
-- No NOTIFY here: it takes a database-wide lock until the commit is flushed and so serialises
-- every append; the store notifies other instances after commit instead.
${esAppendFunction(false)}`,
  },
  {
    // Appends say how durable they must be (AppendOptions.durability).
    id: 'event-store-002',
    sql: `
DROP FUNCTION es_append(text, text, bigint, uuid[], text[], jsonb[], jsonb[], uuid[], boolean)
--;
${esAppendFunction(true)}`,
  },
];

type EventRow = {
  global_position: number;
  transaction_id: number;
  stream_name: string;
  stream_revision: number;
  event_id: string;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  created_at: Date;
};

const EVENT_COLUMNS = `global_position, transaction_id, stream_name,
  stream_revision, event_id::text AS event_id, type, data, metadata, created_at`;

const toRecorded = (row: EventRow): RecordedEvent => ({
  id: row.event_id,
  streamName: row.stream_name,
  revision: Number(row.stream_revision),
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.global_position) },
  createdAt: row.created_at,
});

const expectedParams = (expected: ExpectedRevision): [string, number | null] =>
  typeof expected === 'number' ? ['exact', expected] : [expected, null];

const isWrongRevision = (error: unknown): error is Error & { detail?: string } =>
  error instanceof Error && (error as { code?: string }).code === WRONG_REVISION_SQLSTATE;

// Postgres event store over our SQL port: a real server through `pg`, or embedded PGlite.
export class PostgresEventStore implements EventStore, AppendNotifications {
  readonly adapter: 'postgres' | 'pglite';
  private readonly appended = new EventEmitter();
  private listener: Listener | null = null;
  private listenerCheck: NodeJS.Timeout | null = null;
  // Until looked up, assume another instance listens; while none does, appends notify nobody
  // (each NOTIFY is a round trip and a transaction). A new instance is seen within
  // LISTENER_CHECK_MS, and its subscribers poll meanwhile.
  private othersListening = true;
  private notifying = false;
  // Types appended since the last NOTIFY went out; other instances wake only the subscribers
  // that handle one of them.
  private pendingTypes = new Set<string>();
  private notices = 0;
  private ownHead: Position | null = null;
  // Tells this instance's own notifications apart from other instances'.
  private readonly instanceId = randomUUID();
  // The flush on its way, and the one queued behind it for callers who came while it was.
  private flushing: Promise<void> | null = null;
  private nextFlush: Promise<void> | null = null;

  private constructor(private readonly db: Database) {
    this.adapter = db.kind;
    this.appended.setMaxListeners(0);
  }

  static async create(db: Database): Promise<PostgresEventStore> {
    await runMigrations(db, eventStoreMigrations);
    const store = new PostgresEventStore(db);
    // Appends made by other instances wake this one's subscribers too.
    if (db.kind === 'postgres') {
      store.listener = await db.listen(NOTIFY_CHANNEL, (payload) => store.onNotification(payload));
      await store.lookForListeners();
      store.listenerCheck = setInterval(() => void store.lookForListeners(), LISTENER_CHECK_MS);
      store.listenerCheck.unref();
    }
    return store;
  }

  async append(
    streamName: string,
    events: readonly NewEvent[],
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    const expected = options.expectedRevision ?? 'any';
    const [kind, revision] = expectedParams(expected);
    try {
      const { rows } = await this.db.query<{
        next_revision: number;
        appended: number;
        transaction_id: string | null;
        last_position: number | null;
      }>(
        'SELECT * FROM es_append($1, $2, $3, $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[], $8::uuid[], $9, $10)',
        [
          streamName,
          kind,
          revision,
          events.map((event) => event.id ?? randomUUID()),
          events.map((event) => event.type),
          events.map((event) => JSON.stringify(event.data)),
          events.map((event) => JSON.stringify(event.metadata ?? {})),
          events.flatMap((event) => (event.id ? [event.id] : [])),
          this.db.kind === 'postgres',
          options.durability === 'relaxed',
        ],
        { prepareAs: 'es_append' },
      );
      const row = rows[0];
      const position =
        row.transaction_id === null || row.last_position === null
          ? null
          : { commit: BigInt(row.transaction_id), prepare: BigInt(row.last_position) };
      if (position && (!this.ownHead || comparePositions(position, this.ownHead) > 0)) {
        this.ownHead = position;
      }
      if (row.appended > 0) {
        const types = new Set(events.map((event) => event.type));
        this.appended.emit('append', types);
        this.notifyOtherInstances(types);
      }
      return { nextRevision: Number(row.next_revision), appended: row.appended, position };
    } catch (error) {
      if (isWrongRevision(error)) {
        throw new WrongExpectedRevisionError(streamName, expected, Number(error.detail ?? -1));
      }
      throw error;
    }
  }

  // A transaction that writes a few bytes of WAL (a logical message, which no reader decodes)
  // and commits waiting for the flush, which flushes everything logged before it: one at a time, shared by every caller that arrives while it runs
  // (a group commit). A caller arriving while one is on its way may have committed after it
  // started, so it waits for the next one.
  flush(): Promise<void> {
    if (!this.flushing) {
      this.flushing = this.db
        .transaction(
          async (tx) => {
            await tx.query(`SELECT pg_logical_emit_message(true, 'es-flush', '')`, [], {
              prepareAs: 'es_flush',
            });
          },
          { writesNoEvents: true },
        )
        .finally(() => {
          this.flushing = null;
        });
      return this.flushing;
    }
    this.nextFlush ??= this.flushing
      .catch(() => undefined)
      .then(() => {
        this.nextFlush = null;
        return this.flush();
      });
    return this.nextFlush;
  }

  private async lookForListeners(): Promise<void> {
    this.othersListening = (await this.listener?.othersListening().catch(() => true)) ?? false;
  }

  // Wakes subscribers of other API instances. Single-flight: appends made while a NOTIFY is on its
  // way are covered by one more, so a burst of appends costs a couple of notifications.
  private notifyOtherInstances(types: ReadonlySet<string>): void {
    if (this.db.kind !== 'postgres' || !this.othersListening) return;
    for (const type of types) this.pendingTypes.add(type);
    if (this.notifying) return;
    this.notifying = true;
    void (async () => {
      while (this.pendingTypes.size > 0) {
        const payload = JSON.stringify({ from: this.instanceId, types: [...this.pendingTypes] });
        this.pendingTypes = new Set();
        // NOTIFY payloads are limited to 8000 bytes; past that, every subscriber is woken.
        await this.db
          .query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, payload.length < 7900 ? payload : ''])
          .catch(() => undefined);
      }
      this.notifying = false;
    })();
  }

  private onNotification(payload: string): void {
    let message: { from?: string; types?: string[] } = {};
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      // An empty or foreign payload: wake everyone.
    }
    if (message.from === this.instanceId) return;
    this.notices += 1;
    this.appended.emit('append', message.types ? new Set(message.types) : null);
  }

  async readStream(streamName: string, options: ReadStreamOptions = {}) {
    const { rows } = await (options.via ?? this.db).query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es_events
        WHERE stream_name = $1 AND stream_revision >= $2
        ORDER BY stream_revision LIMIT $3`,
      [streamName, options.fromRevision ?? 0, options.maxCount ?? 1_000_000],
    );
    return rows.map(toRecorded);
  }

  // Only rows of transactions below the oldest still running one are read, so an event that
  // commits late can never fall behind a reader's checkpoint (the Emmett approach, DESIGN §5).
  // This process's transactions that write no events (flushes, projections' batches) are looked
  // past, or every append made while one runs (a flush waits on the disk) would wait with it.
  async readAll(options: ReadAllOptions = {}) {
    const after = options.after ?? { commit: 0n, prepare: 0n };
    const params: SqlParam[] = [
      after.commit.toString(),
      after.prepare.toString(),
      options.maxCount ?? 1000,
      this.db.openEventlessTransactions(),
    ];
    // Filtered as a statement of its own: the unfiltered read keeps its plan.
    const byType = options.types ? 'AND type = ANY($5::text[])' : '';
    if (options.types) params.push(options.types);
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es_events
        WHERE (transaction_id, global_position) > ($1::bigint, $2::bigint) ${byType}
          AND transaction_id < (
            SELECT COALESCE(
              (SELECT min(x::text::bigint) FROM pg_snapshot_xip(s) AS x
                WHERE x::text::bigint <> ALL($4::bigint[])),
              pg_snapshot_xmax(s)::text::bigint)
            FROM pg_current_snapshot() AS s)
        ORDER BY transaction_id, global_position
        LIMIT $3`,
      params,
      { prepareAs: options.types ? 'es_read_all_of_types' : 'es_read_all_past_eventless' },
    );
    return rows.map(toRecorded);
  }

  async *subscribeToAll(options: SubscribeOptions): AsyncIterable<RecordedEvent> {
    let after: Position | null = options.after ?? null;
    const batchSize = options.batchSize ?? 500;
    let idleWait = 1;
    while (!options.signal.aborted) {
      const batch = await this.readAll({ after, maxCount: batchSize });
      for (const event of batch) {
        if (options.signal.aborted) return;
        yield event;
        after = event.position;
      }
      if (batch.length === batchSize) continue;
      // A wake-up can come before an older transaction commits; retry soon, then back off.
      idleWait = batch.length > 0 ? 1 : Math.min(idleWait * 2, 200);
      await this.waitForAppend(idleWait, options.signal);
    }
  }

  waitForAppend(
    timeoutMs: number,
    signal?: AbortSignal,
    types?: ReadonlySet<string>,
  ): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.appended.off('append', onAppend);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      // `appended` is null when the types are unknown (a notification without them).
      const onAppend = (appended: ReadonlySet<string> | null) => {
        if (!types || !appended || [...appended].some((type) => types.has(type))) done();
      };
      const timer = setTimeout(done, timeoutMs);
      this.appended.on('append', onAppend);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  appendWatermark() {
    return { notices: this.notices, ownHead: this.ownHead };
  }

  async head() {
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM es_events ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    if (rows.length === 0) return null;
    const event = toRecorded(rows[0]);
    return { position: event.position, createdAt: event.createdAt };
  }

  async countAfter(after: Position | null, atMost?: number) {
    const from = after ?? { commit: 0n, prepare: 0n };
    // LIMIT NULL is no limit.
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::int8 AS n FROM (
         SELECT 1 FROM es_events
          WHERE (transaction_id, global_position) > ($1::bigint, $2::bigint)
          LIMIT $3::int8) AS behind`,
      [from.commit.toString(), from.prepare.toString(), atMost ?? null],
    );
    return Number(rows[0].n);
  }

  async ping() {
    await this.db.query('SELECT 1');
  }

  async close() {
    this.appended.removeAllListeners();
    if (this.listenerCheck) clearInterval(this.listenerCheck);
    await this.listener?.stop();
  }
}
