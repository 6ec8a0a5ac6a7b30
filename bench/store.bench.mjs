// Append throughput of our Postgres event store (es_append) against raw INSERT baselines on the
// same database and against the Emmett PostgreSQL event store on the same server.
//
//   npm run bench:store                                              # in-memory PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:store
//
// Knobs (environment): BENCH_MEASURE_MS (per round, default 1200), BENCH_WARMUP_MS (per round,
// default 200), BENCH_ROUNDS (default 3). See bench/README.md for what each cell measures.
// The last line of stdout is one JSON object with every figure, for comparing runs.

import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createPgDatabase } from '../apps/api/dist/infrastructure/database/pg-database.js';
import { createPgliteDatabase } from '../apps/api/dist/infrastructure/database/pglite-database.js';
import { PostgresEventStore } from '../apps/api/dist/infrastructure/event-store/postgres-event-store.js';

const CONCURRENCY = [1, 4, 16];
const SHAPES = [
  { name: 'single', events: 1 },
  { name: 'batch', events: 100 },
];
const POOL_SIZE = Math.max(...CONCURRENCY);
const APPENDS_PER_STREAM = 10; // each writer starts a fresh stream every 10 appends
const MEASURE_MS = Number(process.env.BENCH_MEASURE_MS ?? 1200);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MAX_APPENDS_PER_WRITER = 1_000_000; // hard bound on every loop
const WATCHDOG_MS = 10 * 60_000;
const TARGETS = { singleVsRaw: 0.6, batchVsRaw: 0.5, vsEmmett: 1.0 };
const EMMETT_NA = 'n/a (Emmett needs a Postgres server: set DATABASE_URL)';

const DATABASE_URL = process.env.DATABASE_URL || null;

// ---------------------------------------------------------------------------------------------
// Payload: identical for every target. ~280 bytes of data and ~160 bytes of metadata as JSON.

const PAYLOAD_TEXT = 'Replace 2 ton AC condenser, new pad, haul away old unit. '.repeat(2);
const makeEvent = (i) => ({
  type: 'ProposalLineItemAdded',
  data: {
    proposalId: '6f1c2a53-43c8-4c7e-9a55-0b8d2c9e1f10',
    lineItemId: i,
    description: PAYLOAD_TEXT,
    quantity: 1 + (i % 3),
    unitPriceCents: 125_000 + i,
    taxable: true,
    tags: ['hvac', 'install'],
  },
  metadata: {
    correlationId: 'b5e6b7a4-1f55-4a7e-8f43-5a3f2f8f6d01',
    causationId: 'c0a1d5e2-9a55-4f0b-8e8c-3b7d6c1e2f33',
    actorUserId: 'user-42',
    companyId: 'company-7',
  },
});
const makeEvents = (count) => Array.from({ length: count }, (_, i) => makeEvent(i));

// ---------------------------------------------------------------------------------------------
// Raw baselines: plain tables with the event table's columns (and, for the diagnostic
// "raw+idx" baseline, exactly es_events' keys and indexes).

const RAW_TABLES_SQL = `
CREATE TABLE bench_raw (
  stream_name text NOT NULL,
  stream_revision bigint NOT NULL,
  event_id uuid NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE TABLE bench_raw_idx (
  global_position bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL DEFAULT pg_current_xact_id()::text::bigint,
  stream_name text NOT NULL,
  stream_revision bigint NOT NULL,
  event_id uuid NOT NULL UNIQUE,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (stream_name, stream_revision)
);
CREATE INDEX bench_raw_idx_global_order ON bench_raw_idx (transaction_id, global_position);
`;

const rawInsertSingle = (table) =>
  `INSERT INTO ${table} (stream_name, stream_revision, event_id, type, data, metadata)
   VALUES ($1, $2, $3, $4, $5, $6)`;

// One statement for the whole batch, the arrays encoded exactly as the store encodes them.
const rawInsertBatch = (table) =>
  `INSERT INTO ${table} (stream_name, stream_revision, event_id, type, data, metadata)
   SELECT $1, $2::bigint + r.ord - 1, r.id, r.type, r.data, r.metadata
     FROM unnest($3::uuid[], $4::text[], $5::jsonb[], $6::jsonb[])
          WITH ORDINALITY AS r(id, type, data, metadata, ord)`;

// ---------------------------------------------------------------------------------------------
// Writers. Each writer appends to its own streams, one append at a time, for a fixed duration.

// Returns a function performing one append; `events` is the batch size.
const appenders = {
  store: (ctx, events) => () => {
    const stream = streamCursor();
    return async () => {
      await ctx.store.append(stream.next(), makeEvents(events), { expectedRevision: 'any' });
    };
  },
  raw: (ctx, events) => rawAppender(ctx, 'bench_raw', events),
  rawIdx: (ctx, events) => rawAppender(ctx, 'bench_raw_idx', events),
  emmett: (ctx, events) => () => {
    const stream = streamCursor();
    return async () => {
      await ctx.emmett.appendToStream(stream.next(), makeEvents(events));
    };
  },
};

// A fresh stream every APPENDS_PER_STREAM appends; `revision` counts events within it.
function streamCursor() {
  let name = '';
  let appends = 0;
  const cursor = {
    revision: 0,
    next() {
      if (appends % APPENDS_PER_STREAM === 0) {
        name = `bench-${randomUUID()}`;
        cursor.revision = 0;
      }
      appends++;
      return name;
    },
  };
  return cursor;
}

function rawAppender(ctx, table, events) {
  const single = rawInsertSingle(table);
  const batch = rawInsertBatch(table);
  return () => {
    const stream = streamCursor();
    return async () => {
      const name = stream.next();
      const revision = stream.revision;
      const list = makeEvents(events);
      stream.revision += list.length;
      if (events === 1) {
        const [event] = list;
        await ctx.db.query(single, [
          name,
          revision,
          randomUUID(),
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
        ]);
      } else {
        await ctx.db.query(batch, [
          name,
          revision,
          list.map(() => randomUUID()),
          list.map((event) => event.type),
          list.map((event) => JSON.stringify(event.data)),
          list.map((event) => JSON.stringify(event.metadata)),
        ]);
      }
    };
  };
}

async function runWriters(makeWriter, concurrency, durationMs, latencies) {
  const start = performance.now();
  const deadline = start + durationMs;
  let appends = 0;
  const writers = Array.from({ length: concurrency }, async () => {
    const append = makeWriter();
    for (let i = 0; i < MAX_APPENDS_PER_WRITER && performance.now() < deadline; i++) {
      const t0 = performance.now();
      await append();
      latencies?.push(performance.now() - t0);
      appends++;
    }
  });
  const settled = await Promise.allSettled(writers);
  // Appends still in flight at the deadline finish and count, so the clock runs until they do.
  const elapsedMs = performance.now() - start;
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return { appends, elapsedMs };
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

// ---------------------------------------------------------------------------------------------
// Setup and teardown.

const scratchUrl = (name) => {
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

const cleanups = [];
let cleaning = null;
const cleanup = () =>
  (cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
      }
    }
  })());

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: dropping scratch databases`);
    cleanup().finally(() => process.exit(130));
  });
}
const watchdog = setTimeout(() => {
  console.error(`Bench still running after ${WATCHDOG_MS / 1000} s: giving up`);
  cleanup().finally(() => process.exit(2));
}, WATCHDOG_MS);
watchdog.unref();

async function createScratchDatabase(admin, name) {
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  cleanups.push(async () => {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    } catch {
      // Servers before 13 have no FORCE.
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)}`);
    }
  });
  return scratchUrl(name);
}

async function setup() {
  if (!DATABASE_URL) {
    const db = await createPgliteDatabase();
    cleanups.push(() => db.close());
    const store = await PostgresEventStore.create(db);
    cleanups.push(() => store.close());
    await db.exec(RAW_TABLES_SQL);
    const { rows } = await db.query('SHOW server_version');
    return {
      database: 'pglite',
      server: `PGlite (PostgreSQL ${rows[0].server_version}), in memory`,
      settings: null,
      db,
      store,
      emmett: null,
      targets: ['store', 'raw', 'rawIdx'],
    };
  }

  const admin = new pg.Client({
    connectionString: DATABASE_URL,
    application_name: 'vanilla-bench',
  });
  admin.on('error', (error) => console.error(`admin connection: ${error.message}`));
  await admin.connect();
  cleanups.push(() => admin.end());
  const suffix = randomBytes(4).toString('hex');
  const ourUrl = await createScratchDatabase(admin, `vanilla_bench_${suffix}`);
  const emmettUrl = await createScratchDatabase(admin, `vanilla_bench_${suffix}_emmett`);

  const db = createPgDatabase({
    connectionString: ourUrl,
    max: POOL_SIZE,
    applicationName: 'vanilla-bench',
  });
  cleanups.push(() => db.close());
  const store = await PostgresEventStore.create(db);
  cleanups.push(() => store.close());
  await db.exec(RAW_TABLES_SQL);

  // Emmett on its own database, over a pg.Pool of the same size (it cannot take our wrapper).
  const { getPostgreSQLEventStore } = await import('@event-driven-io/emmett-postgresql');
  const emmettPool = new pg.Pool({
    connectionString: emmettUrl,
    max: POOL_SIZE,
    application_name: 'vanilla-bench',
  });
  emmettPool.on('error', () => undefined);
  cleanups.push(() => emmettPool.end());
  const emmett = getPostgreSQLEventStore(emmettUrl, { connectionOptions: { pool: emmettPool } });
  cleanups.push(() => emmett.close());
  await emmett.schema.migrate();

  const { rows } = await admin.query(
    `SELECT current_setting('server_version') AS version,
            current_setting('synchronous_commit') AS synchronous_commit,
            current_setting('fsync') AS fsync,
            current_setting('wal_level') AS wal_level,
            current_setting('shared_buffers') AS shared_buffers,
            current_setting('max_wal_size') AS max_wal_size`,
  );
  const { version, ...settings } = rows[0];
  const url = new URL(DATABASE_URL);
  // Start from a clean slate; later checkpoints come as the server's settings make them
  // (forcing one per cell would inflate full-page writes, which hit indexed tables hardest).
  try {
    await admin.query('CHECKPOINT');
  } catch {
    // Not allowed for this role: carry on without.
  }
  return {
    database: 'postgres',
    server: `PostgreSQL ${version} at ${url.host}`,
    settings,
    db,
    store,
    emmett,
    targets: ['store', 'raw', 'rawIdx', 'emmett'],
  };
}

// ---------------------------------------------------------------------------------------------
// Measurement.

async function measureCell(ctx, shape, concurrency) {
  const cell = {};
  const totals = Object.fromEntries(
    ctx.targets.map((target) => [
      target,
      { appends: 0, elapsedMs: 0, latencies: [], perRound: [] },
    ]),
  );
  for (let pass = 0; pass < ROUNDS; pass++) {
    // Alternate the order so that drift (other load on the machine, growing tables) does not
    // always favour the same target.
    const order = pass % 2 === 0 ? ctx.targets : [...ctx.targets].reverse();
    for (const target of order) {
      const makeWriter = appenders[target](ctx, shape.events);
      await runWriters(makeWriter, concurrency, WARMUP_MS);
      const total = totals[target];
      const result = await runWriters(makeWriter, concurrency, MEASURE_MS, total.latencies);
      total.appends += result.appends;
      total.elapsedMs += result.elapsedMs;
      total.perRound.push(round((result.appends * 1000) / result.elapsedMs, 1));
    }
  }
  for (const target of ctx.targets) {
    const { appends, elapsedMs, latencies, perRound } = totals[target];
    latencies.sort((a, b) => a - b);
    const appendsPerSec = (appends * 1000) / elapsedMs;
    cell[target] = {
      appends,
      seconds: round(elapsedMs / 1000, 3),
      appendsPerSec: round(appendsPerSec, 1),
      eventsPerSec: round(appendsPerSec * shape.events, 1),
      p50Ms: round(percentile(latencies, 0.5), 3),
      p99Ms: round(percentile(latencies, 0.99), 3),
      appendsPerSecByRound: perRound,
    };
  }
  if (!ctx.targets.includes('emmett')) cell.emmett = null;
  return cell;
}

const round = (value, digits) =>
  value === null || !Number.isFinite(value) ? null : Number(value.toFixed(digits));
const ratio = (a, b) => (a && b ? round(a.appendsPerSec / b.appendsPerSec, 3) : null);

// ---------------------------------------------------------------------------------------------
// Report.

const fmtRate = (value) =>
  value === null || value === undefined ? 'n/a' : Math.round(value).toLocaleString('en-US');
const fmtRatio = (value) => (value === null ? 'n/a' : `${value.toFixed(2)}x`);
const verdict = (value, target) => (value === null ? 'n/a' : value >= target ? 'PASS' : 'MISS');
const pad = (text, width) => String(text).padEnd(width);

function printShape(shape, results, ratios) {
  const batch = shape.events > 1;
  const title = batch
    ? `${shape.events}-event batches: appends/s [events/s] (p50/p99 ms per append)`
    : 'Single-event appends: appends/s (p50/p99 ms per append)';
  console.log(`\n${title}`);
  const columns = [
    ['writers', 8],
    ['store', batch ? 32 : 22],
    ['raw INSERT', batch ? 32 : 22],
    ['raw+idx INSERT', batch ? 32 : 22],
    ['Emmett', batch ? 32 : 22],
    ['store/raw', 17],
    ['store/raw+idx', 14],
    ['store/Emmett', 17],
  ];
  console.log(columns.map(([name, width]) => pad(name, width)).join(''));
  const target = batch ? TARGETS.batchVsRaw : TARGETS.singleVsRaw;
  for (const concurrency of CONCURRENCY) {
    const cell = results[concurrency];
    const r = ratios[concurrency];
    const figure = (m) =>
      m
        ? `${fmtRate(m.appendsPerSec)}${batch ? ` [${fmtRate(m.eventsPerSec)}]` : ''} (${m.p50Ms.toFixed(1)}/${m.p99Ms.toFixed(1)})`
        : 'n/a';
    // The single-event target applies at 16 writers; the batch target at every concurrency.
    const rawTarget = batch || concurrency === 16 ? ` ${verdict(r.storeVsRaw, target)}` : '';
    const row = [
      pad(concurrency, 8),
      pad(figure(cell.store), columns[1][1]),
      pad(figure(cell.raw), columns[2][1]),
      pad(figure(cell.rawIdx), columns[3][1]),
      pad(cell.emmett ? figure(cell.emmett) : 'n/a', columns[4][1]),
      pad(`${fmtRatio(r.storeVsRaw)}${rawTarget}`, 17),
      pad(fmtRatio(r.storeVsRawIdx), 14),
      pad(
        r.storeVsEmmett === null
          ? 'n/a'
          : `${fmtRatio(r.storeVsEmmett)} ${verdict(r.storeVsEmmett, TARGETS.vsEmmett)}`,
        17,
      ),
    ];
    console.log(row.join(''));
  }
}

async function main() {
  const startedAt = performance.now();
  const loadAtStart = round(os.loadavg()[0], 2);
  const ctx = await setup();
  console.log(`Event store append benchmark on ${ctx.server}`);
  if (ctx.settings) {
    console.log(
      `  ${Object.entries(ctx.settings)
        .map(([key, value]) => `${key}=${value}`)
        .join(', ')}`,
    );
  } else {
    console.log('  PGlite is one connection: concurrent writers queue on it.');
  }
  console.log(
    `  Node ${process.version}, ${os.cpus().length} CPUs; pool of ${POOL_SIZE}; per cell ${ROUNDS} rounds of ` +
      `${WARMUP_MS} ms warm-up + ${MEASURE_MS} ms measured, targets interleaved; ` +
      `a fresh stream every ${APPENDS_PER_STREAM} appends, expected revision 'any'.`,
  );

  const results = {};
  const ratios = {};
  for (const shape of SHAPES) {
    results[shape.name] = {};
    ratios[shape.name] = {};
    for (const concurrency of CONCURRENCY) {
      process.stderr.write(`  measuring ${shape.name} x ${concurrency} writers...\n`);
      const cell = await measureCell(ctx, shape, concurrency);
      results[shape.name][concurrency] = cell;
      ratios[shape.name][concurrency] = {
        storeVsRaw: ratio(cell.store, cell.raw),
        storeVsRawIdx: ratio(cell.store, cell.rawIdx),
        storeVsEmmett: ratio(cell.store, cell.emmett),
      };
    }
  }

  for (const shape of SHAPES) printShape(shape, results[shape.name], ratios[shape.name]);

  const targets = [
    {
      name: 'single-event appends @16 writers: store/raw',
      min: TARGETS.singleVsRaw,
      value: ratios.single[16].storeVsRaw,
    },
    ...CONCURRENCY.map((c) => ({
      name: `100-event batches @${c} writers: store/raw`,
      min: TARGETS.batchVsRaw,
      value: ratios.batch[c].storeVsRaw,
    })),
    ...SHAPES.flatMap((shape) =>
      (ctx.emmett ? CONCURRENCY : []).map((c) => ({
        name: `${shape.name === 'single' ? 'single-event appends' : '100-event batches'} @${c} writers: store/Emmett`,
        min: TARGETS.vsEmmett,
        value: ratios[shape.name][c].storeVsEmmett,
      })),
    ),
  ].map((target) => ({
    ...target,
    result: target.value === null ? null : target.value >= target.min ? 'PASS' : 'MISS',
  }));

  console.log('\nTargets');
  for (const target of targets) {
    const shown =
      target.value === null
        ? EMMETT_NA
        : `${target.value.toFixed(2)}x (target >= ${target.min.toFixed(1)}x) ${target.result}`;
    console.log(`  ${pad(target.name, 50)} ${shown}`);
  }
  if (!ctx.emmett) console.log(`  ${pad('store/Emmett (every cell)', 50)} ${EMMETT_NA}`);
  const totalSeconds = round((performance.now() - startedAt) / 1000, 1);
  const loadAverage = { start: loadAtStart, end: round(os.loadavg()[0], 2) };
  console.log(
    `\nTotal ${totalSeconds} s. 1-minute load average ${loadAverage.start} at start, ${loadAverage.end} at the end` +
      ` (${os.cpus().length} CPUs): other work on the machine skews every figure.`,
  );

  const summary = {
    bench: 'store',
    database: ctx.database,
    server: ctx.server,
    settings: ctx.settings,
    node: process.version,
    cpus: os.cpus().length,
    config: {
      concurrency: CONCURRENCY,
      batchSize: SHAPES[1].events,
      poolSize: POOL_SIZE,
      appendsPerStream: APPENDS_PER_STREAM,
      rounds: ROUNDS,
      warmupMs: WARMUP_MS,
      measureMs: MEASURE_MS,
    },
    results,
    ratios,
    targets: targets.map(({ name, min, value, result }) => ({ name, min, value, result })),
    emmett: ctx.emmett ? 'measured' : EMMETT_NA,
    loadAverage,
    totalSeconds,
  };
  return summary;
}

let summary = null;
let failure = null;
try {
  summary = await main();
} catch (error) {
  failure = error;
} finally {
  await cleanup();
  clearTimeout(watchdog);
}
if (failure) {
  console.error(failure);
  process.exit(1);
}
console.log(JSON.stringify(summary));
process.exit(0);
