import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ProposalSummaryProjection } from '../../proposals/index.js';
import {
  appendProposalEvents,
  newProposalFixture,
  sharedEvent,
  viewedEvent,
} from '../../testing/proposal-fixtures.js';
import { createPgDatabase } from '../database/pg-database.js';
import { createTestDatabase, databaseKinds } from '../../testing/test-database.js';
import type { TestDatabase } from '../../testing/test-database.js';
import type { SqlExecutor, Statement } from '../database/database.js';
import { formatPosition } from '../event-store/event-store.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import type { RecordedEvent } from '../event-store/event-store.js';
import type { ProposalEvent } from '@vanilla/domain';
import type { Projection, Push } from './projection.js';
import { LOCK_NAMESPACE } from './leases.js';
import { ProjectionRunner } from './projection-runner.js';
import type { ProjectionRunnerOptions, RunnerLogger } from './projection-runner.js';

const quietLogger = { log: () => undefined, error: () => undefined };

// Counts events per stream. `Poison` can never be applied; `Flaky` fails `flakes` times the way
// the infrastructure fails (`transient`) before it applies; `failing`, when set, fails everything.
class TallyProjection implements Projection {
  readonly name = 'tally';
  readonly eventTypes = ['Tick', 'Poison', 'Flaky'];
  readonly tables = ['tally'];
  readonly migrations = [
    {
      id: 'tally-001',
      sql: `CREATE TABLE tally (stream text PRIMARY KEY, n int NOT NULL)
--;
CREATE INDEX tally_n ON tally (n)`,
    },
  ];
  flakes = 0;
  failing: Error | null = null;
  // An apply that never returns until released, as one stuck on a lock or a dead connection.
  gate: Promise<void> | null = null;

  constructor(private readonly transient: (tx: SqlExecutor) => Promise<unknown> = async () => {}) {}

  async apply(event: RecordedEvent, tx: SqlExecutor): Promise<Push[]> {
    if (this.failing) throw this.failing;
    if (event.type === 'Poison') throw new Error('cannot digest poison');
    if (event.type === 'Flaky' && this.flakes > 0) {
      this.flakes -= 1;
      await this.transient(tx);
    }
    if (this.gate) await this.gate;
    await tx.query(
      `INSERT INTO tally (stream, n) VALUES ($1, 1)
       ON CONFLICT (stream) DO UPDATE SET n = tally.n + 1`,
      [event.streamName],
    );
    return [];
  }
}

// Adds each `Bump`'s amount to its stream's total, a run of them in one statement; a `Reset`
// sets it (one statement of its own; `Reset` to null writes nothing; `Reset` to 'double' reads the
// total first, so it is applied). An amount that is not a number fails the statement, as a
// malformed payload would.
class BumpProjection implements Projection {
  readonly name = 'bumps';
  readonly eventTypes = ['Bump', 'Reset'];
  readonly tables = ['bumps'];
  readonly migrations = [
    { id: 'bumps-001', sql: 'CREATE TABLE bumps (stream text PRIMARY KEY, total int NOT NULL)' },
  ];
  readonly mergeable = {
    eventTypes: ['Bump'],
    statement: (events: readonly RecordedEvent[]): Statement => ({
      sql: `INSERT INTO bumps (stream, total)
            SELECT s, sum(amount) FROM unnest($1::text[], $2::int[]) AS v(s, amount) GROUP BY s
            ON CONFLICT (stream) DO UPDATE SET total = bumps.total + EXCLUDED.total
            RETURNING stream, total`,
      params: [
        events.map((event) => event.streamName),
        events.map((event) => String(event.data.amount)),
      ],
    }),
    pushes: (rows: readonly Record<string, unknown>[]): Push[] =>
      rows.map((row) => ({
        key: String(row.stream),
        event: 'proposal.updated',
        rooms: [],
        payload: row as unknown as Push['payload'],
      })),
  };

  readonly scripted = {
    eventTypes: ['Reset'],
    statement: (event: RecordedEvent): Statement | null | 'apply' =>
      event.data.to === null
        ? null
        : event.data.to === 'double'
          ? 'apply'
          : {
              sql: `INSERT INTO bumps (stream, total) VALUES ($1, $2::int)
                  ON CONFLICT (stream) DO UPDATE SET total = EXCLUDED.total
                  RETURNING stream, total`,
              params: [event.streamName, String(event.data.to)],
            },
    pushes: (rows: readonly Record<string, unknown>[]): Push[] => this.mergeable.pushes(rows),
  };

  async apply(event: RecordedEvent, tx: SqlExecutor): Promise<Push[]> {
    if (event.type === 'Reset' && event.data.to === 'double') {
      const { rows } = await tx.query<{ total: number }>(
        'SELECT total FROM bumps WHERE stream = $1',
        [event.streamName],
      );
      const doubled = await tx.query(
        'UPDATE bumps SET total = $2 WHERE stream = $1 RETURNING stream, total',
        [event.streamName, (rows[0]?.total ?? 0) * 2],
      );
      return this.mergeable.pushes(doubled.rows);
    }
    if (event.type === 'Reset') throw new Error('a scripted event is never applied');
    const { sql, params } = this.mergeable.statement([event]);
    return this.mergeable.pushes((await tx.query(sql, params)).rows);
  }
}

// Notes, for each `Look`, the tally of the stream it names as it was when the `Look` was applied:
// it reads TallyProjection's table.
class LookProjection implements Projection {
  readonly name = 'looks';
  readonly eventTypes = ['Look'];
  readonly tables = [];
  readonly migrations = [];
  readonly reads = ['tally'];
  readonly seen: (number | null)[] = [];

  async apply(event: RecordedEvent, tx: SqlExecutor): Promise<Push[]> {
    const { rows } = await tx.query<{ n: number }>('SELECT n FROM tally WHERE stream = $1', [
      String(event.data.stream),
    ]);
    this.seen.push(rows[0]?.n ?? null);
    return [];
  }
}

const diskFull = () =>
  Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });

const waitUntil = async (what: string, check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const parkedRows = async (db: SqlExecutor) =>
  (
    await db.query(
      `SELECT projection, commit_position, prepare_position, event_id, event_type, stream_name, error
         FROM projection_parked_events ORDER BY projection, commit_position, prepare_position`,
    )
  ).rows;

const tallies = async (db: SqlExecutor) =>
  (await db.query('SELECT stream, n FROM tally ORDER BY stream')).rows;

const indexesOf = async (db: SqlExecutor, table: string) =>
  (
    await db.query(
      `SELECT schemaname, indexname FROM pg_indexes WHERE tablename = $1 ORDER BY indexname`,
      [table],
    )
  ).rows;

const rebuildSchemas = async (db: SqlExecutor) =>
  (await db.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild%'`)).rows;

const checkpointOf = async (db: SqlExecutor, name: string) =>
  (
    await db.query(
      `SELECT commit_position, prepare_position, last_event_at FROM projection_checkpoints
        WHERE name = $1`,
      [name],
    )
  ).rows;

const summaries = async (db: SqlExecutor) =>
  (await db.query('SELECT * FROM proposal_summaries ORDER BY proposal_id')).rows;

for (const kind of databaseKinds()) {
  describe(`${ProjectionRunner.name} on ${kind}`, () => {
    let database: TestDatabase;
    let store: PostgresEventStore;

    beforeEach(async () => {
      database = await createTestDatabase(kind);
      store = await PostgresEventStore.create(database.db);
    });

    afterEach(async () => {
      await store.close();
      await database.drop();
    });

    const tallyRunner = (tally: Projection, options?: ProjectionRunnerOptions) =>
      new ProjectionRunner(
        database.db,
        store,
        store,
        [tally],
        () => undefined,
        quietLogger,
        options,
      );

    // A real loss of the connection on Postgres; PGlite has one in-process connection, so there
    // the failure is what a serialization conflict raises.
    const transientFailure = (tx: SqlExecutor) =>
      kind === 'postgres'
        ? tx.query('SELECT pg_terminate_backend(pg_backend_pid())')
        : Promise.reject(Object.assign(new Error('could not serialize access'), { code: '40001' }));

    const bumpRunner = () => {
      const pushes: Push[] = [];
      const runner = new ProjectionRunner(
        database.db,
        store,
        store,
        [new BumpProjection()],
        (batch) => pushes.push(...batch),
        quietLogger,
      );
      return { runner, pushes };
    };

    const summaryRunner = (
      logger: RunnerLogger = quietLogger,
      options?: ProjectionRunnerOptions,
    ) => {
      const pushes: Push[] = [];
      const runner = new ProjectionRunner(
        database.db,
        store,
        store,
        [new ProposalSummaryProjection()],
        (batch) => pushes.push(...batch),
        logger,
        options,
      );
      return { runner, pushes };
    };

    it('should project proposal events and push each changed row once per batch', async () => {
      const { runner, pushes } = summaryRunner();
      await runner.start();
      const proposal = newProposalFixture();
      await appendProposalEvents(store, proposal, [sharedEvent(proposal, 9_000)]);
      await appendProposalEvents(store, proposal, [viewedEvent(proposal), viewedEvent(proposal)]);
      await runner.waitUntilCaughtUp();

      const [row] = await summaries(database.db);
      expect(row).toMatchObject({
        status: 'viewed',
        view_count: 2,
        value: 9000,
        token: proposal.token,
      });
      const last = pushes.filter((p) => p.key === `proposal:${proposal.proposalId}`).at(-1);
      expect(last?.payload).toMatchObject({ status: 'viewed', view_count: 2, engagement: 40 });
      expect(last?.rooms).toEqual([`company:${proposal.companyId}`, `user:${proposal.creatorId}`]);
      const [health] = await runner.health();
      expect(health).toMatchObject({
        name: 'proposal-summaries',
        status: 'running',
        events_behind: 0,
      });
      await runner.stop();
    });

    it('should apply nothing and stand by when another runner moved its checkpoint meanwhile', async () => {
      const logged: string[] = [];
      const { runner } = summaryRunner({
        log: (message) => logged.push(message),
        error: (message) => logged.push(message),
      });
      await runner.start();
      const proposal = newProposalFixture();
      await appendProposalEvents(store, proposal, [sharedEvent(proposal), viewedEvent(proposal)]);
      await runner.waitUntilCaughtUp();
      // As if a second leader had gone far ahead in the log.
      await database.db.query(
        `UPDATE projection_checkpoints SET commit_position = 9000000000000000
          WHERE name = 'proposal-summaries'`,
      );
      await appendProposalEvents(store, proposal, [viewedEvent(proposal)]);
      for (let i = 0; i < 200 && logged.length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(logged).toEqual(['Projection proposal-summaries moved on elsewhere; standing by']);
      const [row] = await summaries(database.db);
      expect(row).toMatchObject({ view_count: 1 });
      await runner.stop();
    });

    it('should push every view promptly without polling, whether appends land during a batch or between', async () => {
      // A missed wake-up would show as a five-second sleep.
      const { runner, pushes } = summaryRunner(quietLogger, { pollMs: 5_000 });
      await runner.start();
      const proposals = [newProposalFixture(), newProposalFixture()];
      for (const p of proposals) await appendProposalEvents(store, p, [sharedEvent(p)]);
      const viewsSeen = (p: (typeof proposals)[number]) =>
        pushes
          .filter((push) => push.key === `proposal:${p.proposalId}`)
          .reduce(
            (most, push) => Math.max(most, (push.payload as { view_count: number }).view_count),
            0,
          );
      const expected = new Map(proposals.map((p) => [p.proposalId, 0]));
      for (let round = 0; round < 40; round += 1) {
        // Alternately one view, and several at once on both proposals.
        const targets =
          round % 2 === 0 ? [proposals[0]] : [...proposals, ...proposals, proposals[1]];
        await Promise.all(targets.map((p) => appendProposalEvents(store, p, [viewedEvent(p)])));
        for (const p of targets) expected.set(p.proposalId, expected.get(p.proposalId)! + 1);
        const deadline = Date.now() + 2_000;
        while (proposals.some((p) => viewsSeen(p) < expected.get(p.proposalId)!)) {
          if (Date.now() > deadline)
            throw new Error(`round ${round}: a view was not pushed within 2 s`);
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
      }
      const rows = await summaries(database.db);
      expect(rows.map((row) => row.view_count).sort()).toEqual([...expected.values()].sort());
      await runner.stop();
    });

    it('should merge a batch of views across proposals without reordering them around other events', async () => {
      const [a, b, c] = [newProposalFixture(), newProposalFixture(), newProposalFixture()];
      for (const p of [a, b, c]) await appendProposalEvents(store, p, [sharedEvent(p)]);
      const view = (p: typeof a, viewedAt: string): ProposalEvent => ({
        type: 'ProposalViewed',
        data: { proposalId: p.proposalId, ipHash: 'ip', userAgent: 'jest', viewedAt },
      });
      // Written before the runner starts, so they reach it as one batch.
      await appendProposalEvents(store, a, [view(a, '2026-01-01T10:00:00.000Z')]);
      await appendProposalEvents(store, b, [view(b, '2026-01-01T10:01:00.000Z')]);
      await appendProposalEvents(store, a, [view(a, '2026-01-01T10:02:00.000Z')]);
      await appendProposalEvents(store, b, [
        {
          type: 'ProposalDeleted',
          data: {
            proposalId: b.proposalId,
            deletedBy: b.creatorId,
            deletedAt: '2026-01-01T10:03:00.000Z',
          },
        } as ProposalEvent,
      ]);
      await appendProposalEvents(store, c, [
        view(c, '2026-01-01T10:04:00.000Z'),
        view(c, '2026-01-01T10:05:00.000Z'),
        view(c, '2026-01-01T10:06:00.000Z'),
      ]);
      const { runner, pushes } = summaryRunner();
      await runner.start();
      await runner.waitUntilCaughtUp();
      await runner.stop();

      const rows = new Map(
        (await summaries(database.db)).map((row) => [row.proposal_id as string, row]),
      );
      expect(rows.get(a.proposalId)).toMatchObject({ view_count: 2, status: 'viewed' });
      expect((rows.get(a.proposalId)?.last_activity_at as Date).toISOString()).toBe(
        '2026-01-01T10:02:00.000Z',
      );
      // The deletion came after b's view: it stays deleted, with the deletion as last activity.
      expect(rows.get(b.proposalId)).toMatchObject({ view_count: 1, status: 'deleted' });
      expect((rows.get(b.proposalId)?.last_activity_at as Date).toISOString()).toBe(
        '2026-01-01T10:03:00.000Z',
      );
      expect(rows.get(c.proposalId)).toMatchObject({ view_count: 3, status: 'viewed' });
      expect((rows.get(c.proposalId)?.last_activity_at as Date).toISOString()).toBe(
        '2026-01-01T10:06:00.000Z',
      );
      // One push per changed row, carrying its final state.
      expect(pushes.map((push) => push.key).sort()).toEqual(
        [a, b, c].map((p) => `proposal:${p.proposalId}`).sort(),
      );
      expect(pushes.find((push) => push.key === `proposal:${c.proposalId}`)?.payload).toMatchObject(
        { view_count: 3, engagement: 60 },
      );
    });

    it('should pick up its own events among a stream of others it ignores, and store its place', async () => {
      const tally = new TallyProjection();
      const runner = tallyRunner(tally);
      await runner.start();
      const busy = `busy-${randomUUID()}`;
      for (let i = 0; i < 30; i += 1) await store.append(busy, [{ type: 'Other', data: {} }]);
      const mine = `tick-${randomUUID()}`;
      await store.append(mine, [{ type: 'Tick', data: {} }]);
      for (let i = 0; i < 30; i += 1) await store.append(busy, [{ type: 'Other', data: {} }]);
      await runner.waitUntilCaughtUp();
      expect((await database.db.query('SELECT stream, n FROM tally')).rows).toEqual([
        { stream: mine, n: 1 },
      ]);
      const [health] = await runner.health();
      expect(health).toMatchObject({ status: 'running', events_behind: 0 });
      await runner.stop();
      // The stored checkpoint is at or past its own event: a restart does not apply it again.
      const restarted = tallyRunner(tally);
      await restarted.start();
      await restarted.waitUntilCaughtUp();
      expect((await database.db.query('SELECT n FROM tally')).rows).toEqual([{ n: 1 }]);
      await restarted.stop();
    });

    it('should park the event whose apply throws and apply the others of its batch when one event of a batch fails', async () => {
      const tally = new TallyProjection();
      const stream = `tick-${randomUUID()}`;
      const poisonId = randomUUID();
      // Written before the runner starts, so they reach it as one batch.
      await store.append(stream, [{ type: 'Tick', data: {} }]);
      const poison = await store.append(stream, [{ id: poisonId, type: 'Poison', data: {} }]);
      await store.append(stream, [
        { type: 'Tick', data: {} },
        { type: 'Tick', data: {} },
      ]);
      const runner = tallyRunner(tally);
      await runner.start();
      await runner.waitUntilCaughtUp();

      expect(await tallies(database.db)).toEqual([{ stream, n: 3 }]);
      const [health] = await runner.health();
      expect(health).toMatchObject({
        status: 'running',
        events_behind: 0,
        stalled: false,
        parked_count: 1,
        parked: [
          {
            position: formatPosition(poison.position),
            event_id: poisonId,
            type: 'Poison',
            stream,
            error: 'cannot digest poison',
          },
        ],
      });

      // It goes on with what comes next, and a restart neither applies nor parks anything again.
      await store.append(stream, [{ type: 'Tick', data: {} }]);
      await runner.waitUntilCaughtUp();
      await runner.stop();
      const restarted = tallyRunner(tally);
      await restarted.start();
      await store.append(stream, [{ type: 'Tick', data: {} }]);
      await restarted.waitUntilCaughtUp();
      await restarted.stop();
      expect(await tallies(database.db)).toEqual([{ stream, n: 5 }]);
      expect(await parkedRows(database.db)).toEqual([
        expect.objectContaining({ projection: 'tally', event_id: poisonId, stream_name: stream }),
      ]);
    });

    it('should park only the failing event of a merged run and apply the rest of the run when its statement fails', async () => {
      const [a, b] = [`bump-${randomUUID()}`, `bump-${randomUUID()}`];
      const badId = randomUUID();
      await store.append(a, [{ type: 'Bump', data: { amount: 1 } }]);
      await store.append(b, [{ type: 'Bump', data: { amount: 10 } }]);
      await store.append(a, [{ id: badId, type: 'Bump', data: { amount: 'lots' } }]);
      await store.append(a, [{ type: 'Bump', data: { amount: 2 } }]);
      await store.append(b, [{ type: 'Bump', data: { amount: 20 } }]);
      const { runner, pushes } = bumpRunner();
      await runner.start();
      await runner.waitUntilCaughtUp();
      await runner.stop();

      const { rows } = await database.db.query('SELECT stream, total FROM bumps ORDER BY total');
      expect(rows).toEqual([
        { stream: a, total: 3 },
        { stream: b, total: 30 },
      ]);
      expect(await parkedRows(database.db)).toEqual([
        expect.objectContaining({ projection: 'bumps', event_id: badId, event_type: 'Bump' }),
      ]);
      expect(pushes.filter((push) => push.key === a).at(-1)?.payload).toMatchObject({ total: 3 });
    });

    it('should apply an event only once the projections it reads have applied what came before it', async () => {
      const tally = new TallyProjection();
      const look = new LookProjection();
      let release = () => undefined as void;
      tally.gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const runner = new ProjectionRunner(
        database.db,
        store,
        store,
        [tally, look],
        () => undefined,
        quietLogger,
      );
      const stream = `tick-${randomUUID()}`;
      try {
        await runner.start();
        await store.append(stream, [{ type: 'Tick', data: {} }]);
        await store.append(`look-${randomUUID()}`, [{ type: 'Look', data: { stream } }]);
        // The tally is stuck applying its tick: the look waits for it.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(look.seen).toEqual([]);
        tally.gate = null;
        release();
        await runner.waitUntilCaughtUp();
      } finally {
        release();
        await runner.stop();
      }
      expect(look.seen).toEqual([1]);
    });

    it('should apply scripted events in log order between merged runs, and park only a failing one', async () => {
      const [a, b] = [`bump-${randomUUID()}`, `bump-${randomUUID()}`];
      const badId = randomUUID();
      const bump = (amount: number) => ({ type: 'Bump', data: { amount } });
      const reset = (to: number | string | null, id?: string) => ({
        id,
        type: 'Reset',
        data: { to },
      });
      // Written before the runner starts, so they reach it as one batch.
      await store.append(a, [bump(1)]);
      await store.append(a, [reset(100)]);
      await store.append(b, [bump(5)]);
      await store.append(a, [bump(2)]);
      await store.append(b, [reset(null)]);
      await store.append(b, [bump(1)]);
      const { runner, pushes } = bumpRunner();
      await runner.start();
      await runner.waitUntilCaughtUp();
      expect(
        (await database.db.query('SELECT stream, total FROM bumps ORDER BY total')).rows,
      ).toEqual([
        { stream: b, total: 6 },
        { stream: a, total: 102 },
      ]);
      expect(pushes.filter((push) => push.key === a).at(-1)?.payload).toMatchObject({ total: 102 });
      expect(await parkedRows(database.db)).toEqual([]);

      await store.append(a, [reset('lots', badId)]);
      await store.append(a, [bump(3)]);
      await runner.waitUntilCaughtUp();
      await runner.stop();
      expect(
        (await database.db.query('SELECT total FROM bumps WHERE stream = $1', [a])).rows,
      ).toEqual([{ total: 105 }]);
      expect(await parkedRows(database.db)).toEqual([
        expect.objectContaining({ projection: 'bumps', event_id: badId, event_type: 'Reset' }),
      ]);
    });

    it('should apply an event its script cannot write alone, in log order within the batch', async () => {
      const name = `bump-${randomUUID()}`;
      await store.append(name, [{ type: 'Bump', data: { amount: 1 } }]);
      await store.append(name, [{ type: 'Reset', data: { to: 'double' } }]);
      await store.append(name, [{ type: 'Reset', data: { to: 10 } }]);
      await store.append(name, [{ type: 'Reset', data: { to: 'double' } }]);
      await store.append(name, [{ type: 'Bump', data: { amount: 3 } }]);
      const { runner, pushes } = bumpRunner();
      await runner.start();
      await runner.waitUntilCaughtUp();
      await runner.stop();
      expect(
        (await database.db.query('SELECT total FROM bumps WHERE stream = $1', [name])).rows,
      ).toEqual([{ total: 23 }]);
      expect(pushes.filter((push) => push.key === name).at(-1)?.payload).toMatchObject({
        total: 23,
      });
      expect(await parkedRows(database.db)).toEqual([]);
    });

    it('should move past events scripted to write nothing without a transaction for each batch, and not apply them again after a restart', async () => {
      const name = `bump-${randomUUID()}`;
      // Every transaction and script the runner opens, on the database it is given.
      const opened: string[] = [];
      const db = new Proxy(database.db, {
        get: (target, key) => {
          const value: unknown = Reflect.get(target, key);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (key === 'transaction' || key === 'script') opened.push(key);
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const runner = new ProjectionRunner(
        db,
        store,
        store,
        [new BumpProjection()],
        () => undefined,
        quietLogger,
      );
      await runner.start();
      await store.append(name, [{ type: 'Bump', data: { amount: 2 } }]);
      await runner.waitUntilCaughtUp();
      opened.length = 0;
      // One batch each: before, every one was a transaction that only moved the checkpoint.
      for (let i = 0; i < 20; i += 1) {
        await store.append(name, [{ type: 'Reset', data: { to: null } }]);
        await runner.waitUntilCaughtUp();
      }
      // The checkpoint is stored at most once a second over such events.
      expect(opened.length).toBeLessThan(10);
      await store.append(name, [{ type: 'Bump', data: { amount: 3 } }]);
      await runner.waitUntilCaughtUp();
      const [health] = await runner.health();
      expect(health).toMatchObject({ status: 'running', events_behind: 0 });
      await runner.stop();
      const { runner: restarted } = bumpRunner();
      await restarted.start();
      await restarted.waitUntilCaughtUp();
      await restarted.stop();
      expect(
        (await database.db.query('SELECT total FROM bumps WHERE stream = $1', [name])).rows,
      ).toEqual([{ total: 5 }]);
    });

    it('should retry rather than park an event when what failed is the infrastructure', async () => {
      const tally = new TallyProjection(transientFailure);
      tally.flakes = 1;
      const runner = tallyRunner(tally);
      await runner.start();
      const stream = `tick-${randomUUID()}`;
      await store.append(stream, [
        { type: 'Tick', data: {} },
        { type: 'Flaky', data: {} },
        { type: 'Tick', data: {} },
      ]);
      await runner.waitUntilCaughtUp(15_000);
      const [health] = await runner.health();
      await runner.stop();
      expect(tally.flakes).toBe(0);
      expect(await tallies(database.db)).toEqual([{ stream, n: 3 }]);
      expect(health).toMatchObject({ status: 'running', parked_count: 0, parked: [] });
      expect(await parkedRows(database.db)).toEqual([]);
    });

    it('should report a projection stalled when events wait and its checkpoint has not moved for the stall time', async () => {
      // On PGlite the stuck transaction holds the one connection, so nothing else could answer.
      if (kind === 'pglite') return;
      const tally = new TallyProjection();
      const runner = tallyRunner(tally, { stallMs: 1_000 });
      await runner.start();
      const stream = `tick-${randomUUID()}`;
      await store.append(stream, [{ type: 'Tick', data: {} }]);
      await runner.waitUntilCaughtUp();
      let release = () => undefined as void;
      tally.gate = new Promise<void>((resolve) => (release = resolve));
      try {
        await store.append(stream, [{ type: 'Tick', data: {} }]);
        expect((await runner.health())[0]).toMatchObject({ stalled: false });
        await waitUntil('stalled', async () => (await runner.health())[0].stalled, 5_000);
        expect((await runner.health())[0]).toMatchObject({ status: 'running', events_behind: 1 });
      } finally {
        tally.gate = null;
        release();
      }
      await runner.waitUntilCaughtUp();
      expect((await runner.health())[0]).toMatchObject({ stalled: false, events_behind: 0 });
      await runner.stop();
    });

    it('should rebuild a read model equal to the live one', async () => {
      const runner = new ProjectionRunner(
        database.db,
        store,
        store,
        [new ProposalSummaryProjection()],
        () => undefined,
        quietLogger,
      );
      await runner.start();
      for (let i = 0; i < 5; i += 1) {
        const proposal = newProposalFixture();
        await appendProposalEvents(store, proposal, [sharedEvent(proposal, 1000 * i)]);
        for (let v = 0; v < i; v += 1)
          await appendProposalEvents(store, proposal, [viewedEvent(proposal)]);
        const { proposalId } = proposal;
        const at = new Date().toISOString();
        // Events of every kind in the replay's one batch, scripted between the merged views.
        if (i === 3)
          await appendProposalEvents(store, proposal, [
            {
              type: 'ProposalDeclined',
              data: {
                proposalId,
                reason: 'Too dear',
                title: 'HVAC Proposal',
                clientName: 'Dana Client',
                declinedAt: at,
              },
            },
          ]);
        if (i === 4)
          await appendProposalEvents(store, proposal, [
            { type: 'ProposalArchived', data: { proposalId, archivedBy: 'x', archivedAt: at } },
            viewedEvent(proposal),
          ]);
      }
      await runner.waitUntilCaughtUp();
      const live = await summaries(database.db);
      expect(live.map(({ status }) => status).sort()).toEqual([
        'declined',
        'sent',
        'viewed',
        'viewed',
        'viewed',
      ]);
      await runner.stop();

      const indexes = await indexesOf(database.db, 'proposal_summaries');

      const progress: Array<[number, number]> = [];
      await runner.rebuild('proposal-summaries', (done, total) => progress.push([done, total]));
      expect(await summaries(database.db)).toEqual(live);
      expect(progress.at(-1)).toEqual([18, 18]);
      // The swapped-in table is built by the same migrations: the same indexes, by name.
      expect(await indexesOf(database.db, 'proposal_summaries')).toEqual(indexes);
      expect(await rebuildSchemas(database.db)).toEqual([]);
    });

    it('should rebuild equal to the live run and park the same events', async () => {
      const tally = new TallyProjection();
      const runner = tallyRunner(tally);
      await runner.start();
      const streams = [`tick-${randomUUID()}`, `tick-${randomUUID()}`];
      for (const [i, stream] of streams.entries()) {
        await store.append(stream, [
          { type: 'Tick', data: {} },
          { type: 'Poison', data: {} },
        ]);
        await store.append(stream, [{ type: 'Tick', data: {} }]);
        for (let n = 0; n < i; n += 1) await store.append(stream, [{ type: 'Tick', data: {} }]);
      }
      await runner.waitUntilCaughtUp();
      await runner.stop();
      const live = await tallies(database.db);
      const parked = await parkedRows(database.db);
      const checkpoint = await checkpointOf(database.db, 'tally');
      expect(parked).toHaveLength(2);

      await tallyRunner(tally).rebuild('tally', () => undefined);
      expect(await tallies(database.db)).toEqual(live);
      expect(await parkedRows(database.db)).toEqual(parked);
      expect(await checkpointOf(database.db, 'tally')).toEqual(checkpoint);

      // Live again from where the rebuild ended: nothing applied twice.
      const restarted = tallyRunner(tally);
      await restarted.start();
      await store.append(streams[0], [{ type: 'Tick', data: {} }]);
      await restarted.waitUntilCaughtUp();
      await restarted.stop();
      expect(await tallies(database.db)).toEqual(
        live.map((row) => (row.stream === streams[0] ? { ...row, n: Number(row.n) + 1 } : row)),
      );
    });

    it('should leave the live tables, parked events and checkpoint untouched when a rebuild does not complete', async () => {
      const tally = new TallyProjection();
      const runner = tallyRunner(tally);
      await runner.start();
      const stream = `tick-${randomUUID()}`;
      await store.append(stream, [
        { type: 'Tick', data: {} },
        { type: 'Poison', data: {} },
        { type: 'Tick', data: {} },
      ]);
      await runner.waitUntilCaughtUp();
      await runner.stop();
      const live = await tallies(database.db);
      const parked = await parkedRows(database.db);
      const checkpoint = await checkpointOf(database.db, 'tally');

      // The disk fills up halfway: the rebuild cannot complete.
      tally.failing = diskFull();
      await expect(tallyRunner(tally).rebuild('tally', () => undefined)).rejects.toThrow(
        'No space left on device',
      );
      tally.failing = null;

      expect(await tallies(database.db)).toEqual(live);
      expect(await parkedRows(database.db)).toEqual(parked);
      expect(await checkpointOf(database.db, 'tally')).toEqual(checkpoint);
      expect(await rebuildSchemas(database.db)).toEqual([]);
    });

    it('should refuse to rebuild while a live instance runs the projection', async () => {
      if (kind === 'pglite') return; // one process owns an embedded database; nothing to race
      const other = createPgDatabase({ connectionString: database.url! });
      const live = new ProjectionRunner(
        other,
        store,
        store,
        [new ProposalSummaryProjection()],
        () => undefined,
        quietLogger,
      );
      await live.start();
      await live.waitUntilCaughtUp().catch(() => undefined);
      const rebuilder = new ProjectionRunner(
        database.db,
        store,
        store,
        [new ProposalSummaryProjection()],
        () => undefined,
        quietLogger,
      );
      await expect(rebuilder.rebuild('proposal-summaries', () => undefined)).rejects.toThrow(
        /being run by a live API instance/,
      );
      await live.stop();
      await other.close();
    });
  });
}

if (databaseKinds().includes('postgres')) {
  describe(`${ProjectionRunner.name} leadership on postgres`, () => {
    it('should run a projection on one instance at a time and fail over when the leader dies', async () => {
      const database = await createTestDatabase('postgres');
      const store = await PostgresEventStore.create(database.db);
      const dbA = createPgDatabase({
        connectionString: database.url!,
        applicationName: 'leader-a',
      });
      const dbB = createPgDatabase({
        connectionString: database.url!,
        applicationName: 'leader-b',
      });
      const options = { leaseCheckMs: 100 };
      const a = new ProjectionRunner(
        dbA,
        store,
        store,
        [new ProposalSummaryProjection()],
        () => undefined,
        quietLogger,
        options,
      );
      const b = new ProjectionRunner(
        dbB,
        store,
        store,
        [new ProposalSummaryProjection()],
        () => undefined,
        quietLogger,
        options,
      );
      await a.start();
      await a.waitUntilCaughtUp();
      await b.start();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await a.health())[0].status).toBe('running');
      expect((await b.health())[0].status).toBe('standby');

      const proposal = newProposalFixture();
      await appendProposalEvents(store, proposal, [sharedEvent(proposal), viewedEvent(proposal)]);
      await a.waitUntilCaughtUp();

      // Kill A's lock-holding session as a crash would.
      await database.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'leader-a'`,
      );
      await appendProposalEvents(store, proposal, [viewedEvent(proposal)]);
      await b.waitUntilCaughtUp(5_000);
      expect((await b.health())[0].status).toBe('running');
      const [row] = await summaries(database.db);
      expect(row).toMatchObject({ view_count: 2, status: 'viewed' });

      await Promise.all([a.stop(), b.stop()]);
      await Promise.all([dbA.close(), dbB.close()]);
      await store.close();
      await database.drop();
    });

    it('should end the session of a holder whose lease expired and take over, and leave one whose lease runs', async () => {
      const database = await createTestDatabase('postgres');
      const store = await PostgresEventStore.create(database.db);
      const runner = new ProjectionRunner(
        database.db,
        store,
        store,
        [new ProposalSummaryProjection()],
        () => undefined,
        quietLogger,
        { leaseCheckMs: 100 },
      );
      await runner.migrate();
      // What a leader that stopped dead looks like to Postgres: a live session holding the lock.
      const holder = new pg.Client({ connectionString: database.url! });
      const ended = new Promise<void>((resolve) => holder.on('error', () => resolve()));
      try {
        await holder.connect();
        await holder.query('SELECT pg_advisory_lock($1, hashtext($2))', [
          LOCK_NAMESPACE,
          'proposal-summaries',
        ]);
        await holder.query(
          `INSERT INTO projection_leases (name, holder, expires_at)
           VALUES ('proposal-summaries', 'frozen', now() + interval '1 hour')`,
        );
        const proposal = newProposalFixture();
        await appendProposalEvents(store, proposal, [sharedEvent(proposal)]);
        await runner.start();
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect((await runner.health())[0]).toMatchObject({ status: 'standby', events_behind: 1 });

        // It stops renewing.
        await database.db.query(
          `UPDATE projection_leases SET expires_at = now() WHERE name = 'proposal-summaries'`,
        );
        await waitUntil(
          'taken over',
          async () => (await runner.health())[0].status === 'running',
          5_000,
        );
        await ended;
        await runner.waitUntilCaughtUp();
        const [row] = await summaries(database.db);
        expect(row).toMatchObject({ proposal_id: proposal.proposalId, status: 'sent' });
      } finally {
        await runner.stop();
        await holder.end().catch(() => undefined);
        await store.close();
        await database.drop();
      }
    });
  });
}
