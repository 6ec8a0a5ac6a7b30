import { randomUUID } from 'node:crypto';
import { ProposalSummaryProjection } from '../../proposals/projections/proposal-summary.projection.js';
import {
  appendProposalEvents,
  newProposalFixture,
  sharedEvent,
  viewedEvent,
} from '../../testing/proposal-fixtures.js';
import { createPgDatabase } from '../database/pg-database.js';
import { createTestDatabase, databaseKinds } from '../../testing/test-database.js';
import type { TestDatabase } from '../../testing/test-database.js';
import type { SqlExecutor } from '../database/database.js';
import { PostgresEventStore } from '../event-store/postgres-event-store.js';
import type { RecordedEvent } from '../event-store/event-store.js';
import type { ProposalEvent } from '@vanilla/domain';
import type { Projection, Push } from './projection.js';
import { ProjectionRunner } from './projection-runner.js';
import type { ProjectionRunnerOptions, RunnerLogger } from './projection-runner.js';

const quietLogger = { log: () => undefined, error: () => undefined };

// Counts events per stream; refuses the event type `Poison` while `poisoned` is set.
class TallyProjection implements Projection {
  readonly name = 'tally';
  readonly eventTypes = ['Tick', 'Poison'];
  readonly tables = ['tally'];
  readonly migrations = [
    { id: 'tally-001', sql: 'CREATE TABLE tally (stream text PRIMARY KEY, n int NOT NULL)' },
  ];
  poisoned = true;

  async apply(event: RecordedEvent, tx: SqlExecutor): Promise<Push[]> {
    if (event.type === 'Poison' && this.poisoned) throw new Error('cannot digest poison');
    await tx.query(
      `INSERT INTO tally (stream, n) VALUES ($1, 1)
       ON CONFLICT (stream) DO UPDATE SET n = tally.n + 1`,
      [event.streamName],
    );
    return [];
  }
}

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

    const tallyRunner = (tally: TallyProjection) =>
      new ProjectionRunner(database.db, store, [tally], () => undefined, quietLogger);

    const summaryRunner = (
      logger: RunnerLogger = quietLogger,
      options?: ProjectionRunnerOptions,
    ) => {
      const pushes: Push[] = [];
      const runner = new ProjectionRunner(
        database.db,
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
      tally.poisoned = false;
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

    it('should stop on a failing event, report it, and apply it once fixed, skipping nothing', async () => {
      const tally = new TallyProjection();
      const runner = tallyRunner(tally);
      await runner.start();
      const stream = `tick-${randomUUID()}`;
      await store.append(stream, [{ type: 'Tick', data: {} }]);
      await runner.waitUntilCaughtUp();
      await store.append(stream, [
        { type: 'Poison', data: {} },
        { type: 'Tick', data: {} },
      ]);

      let health = await runner.health();
      for (let i = 0; i < 200 && health[0].status !== 'failed'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        health = await runner.health();
      }
      expect(health[0]).toMatchObject({ status: 'failed', events_behind: 2 });
      expect(health[0].error).toMatch(/Poison .* cannot digest poison/);
      expect((await database.db.query('SELECT n FROM tally')).rows).toEqual([{ n: 1 }]);
      await runner.stop();

      tally.poisoned = false;
      const restarted = tallyRunner(tally);
      await restarted.start();
      await restarted.waitUntilCaughtUp();
      expect((await database.db.query('SELECT n FROM tally')).rows).toEqual([{ n: 3 }]);
      await restarted.stop();
    });

    it('should rebuild a read model equal to the live one', async () => {
      const runner = new ProjectionRunner(
        database.db,
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
      }
      await runner.waitUntilCaughtUp();
      const live = await summaries(database.db);
      await runner.stop();

      const progress: Array<[number, number]> = [];
      await runner.rebuild('proposal-summaries', (done, total) => progress.push([done, total]));
      expect(await summaries(database.db)).toEqual(live);
      expect(progress.at(-1)).toEqual([15, 15]);
    });

    it('should refuse to rebuild while a live instance runs the projection', async () => {
      if (kind === 'pglite') return; // one process owns an embedded database; nothing to race
      const other = createPgDatabase({ connectionString: database.url! });
      const live = new ProjectionRunner(
        other,
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
        [new ProposalSummaryProjection()],
        () => undefined,
        quietLogger,
        options,
      );
      const b = new ProjectionRunner(
        dbB,
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
    }, 30_000);
  });
}
