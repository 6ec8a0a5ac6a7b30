import type { ProjectionHealth } from '@vanilla/contracts';
import type { Database, SqlExecutor } from '../database/database.js';
import { runMigrations } from '../database/migrations.js';
import { comparePositions, formatPosition } from '../event-store/event-store.js';
import type {
  AppendWatermark,
  EventStore,
  Position,
  RecordedEvent,
} from '../event-store/event-store.js';
import {
  advanceCheckpoint,
  checkpointMigrations,
  isCheckpointMoved,
  readCheckpoint,
  resetCheckpoint,
} from './checkpoints.js';
import type { Checkpoint } from './checkpoints.js';
import type { Projection, Push } from './projection.js';

export type RunnerLogger = {
  log(message: string): void;
  error(message: string, stack?: string): void;
};

export type ProjectionRunnerOptions = {
  batchSize?: number;
  // Longest sleep between reads when nothing wakes the runner.
  pollMs?: number;
  // How often a standby instance retries the leadership locks and a leader checks its session.
  leaseCheckMs?: number;
};

type Worker = {
  projection: Projection;
  status: ProjectionHealth['status'];
  checkpoint: Checkpoint;
  error: string | null;
  controller: AbortController | null;
  done: Promise<void> | null;
};

class CheckpointMovedError extends Error {}

class ProjectionFailure extends Error {}

const LOCK_NAMESPACE = 727_002;

// How long a projection may leave its stored checkpoint behind over events it does not handle.
const IGNORED_CHECKPOINT_MS = 1000;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

const describeFailure = (event: RecordedEvent | null, error: unknown): string => {
  const reason = error instanceof Error ? error.message : String(error);
  return event
    ? `${event.type} ${event.id} (${event.streamName}@${event.revision}): ${reason}`
    : reason;
};

// Reads the log after each projection's checkpoint and applies it to the read models: the
// read-model change and the new checkpoint commit in one transaction, pushes go out after commit.
// One instance at a time runs each projection, holding a session-level advisory lock.
export class ProjectionRunner {
  private readonly workers: Map<string, Worker>;
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly leaseCheckMs: number;
  private stopController = new AbortController();
  private leadership: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    projections: readonly Projection[],
    private readonly publish: (pushes: Push[]) => void,
    private readonly logger: RunnerLogger,
    options: ProjectionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.pollMs = options.pollMs ?? 250;
    this.leaseCheckMs = options.leaseCheckMs ?? 2000;
    this.workers = new Map(
      projections.map((projection) => [
        projection.name,
        {
          projection,
          status: 'standby',
          checkpoint: { position: null, lastEventAt: null },
          error: null,
          controller: null,
          done: null,
        },
      ]),
    );
  }

  async migrate(): Promise<void> {
    await runMigrations(this.db, [
      ...checkpointMigrations,
      ...[...this.workers.values()].flatMap((worker) => worker.projection.migrations),
    ]);
  }

  async start(): Promise<void> {
    await this.migrate();
    this.stopController = new AbortController();
    this.leadership = this.lead(this.stopController.signal);
  }

  async stop(): Promise<void> {
    this.stopController.abort();
    await this.leadership;
    this.leadership = null;
  }

  async health(): Promise<ProjectionHealth[]> {
    const head = await this.store.head();
    return Promise.all(
      [...this.workers.values()].map(async (worker) => {
        const checkpoint =
          worker.status === 'running'
            ? worker.checkpoint
            : await readCheckpoint(this.db, worker.projection.name);
        const behind = await this.store.countAfter(checkpoint.position);
        const lastAt = checkpoint.lastEventAt?.getTime() ?? head?.createdAt.getTime() ?? 0;
        return {
          name: worker.projection.name,
          status: worker.status,
          checkpoint: formatPosition(checkpoint.position),
          events_behind: behind,
          ms_behind: behind > 0 && head ? Math.max(0, head.createdAt.getTime() - lastAt) : 0,
          error: worker.error,
        };
      }),
    );
  }

  // Resolves once every running projection has applied everything in the log (tests, CLI).
  async waitUntilCaughtUp(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const running = [...this.workers.values()].filter((w) => w.status === 'running');
      const behind = await Promise.all(
        running.map((worker) => this.store.countAfter(worker.checkpoint.position)),
      );
      if (running.length > 0 && behind.every((n) => n === 0)) return;
      if (Date.now() > deadline) {
        throw new Error(`Projections did not catch up within ${timeoutMs} ms`);
      }
      await sleep(10);
    }
  }

  // Resolves once the named projection has applied the log up to `position` (read-your-writes
  // for a request that just appended), or after `timeoutMs`: the answer is then merely stale.
  async waitForPosition(name: string, position: Position | null, timeoutMs = 3000): Promise<void> {
    const worker = this.workers.get(name);
    if (!worker || !position) return;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const checkpoint =
        worker.status === 'running'
          ? worker.checkpoint
          : await readCheckpoint(this.db, worker.projection.name);
      if (checkpoint.position && comparePositions(checkpoint.position, position) >= 0) return;
      if (Date.now() > deadline) return;
      await sleep(worker.status === 'running' ? 2 : 20);
    }
  }

  // Empties the projection's tables and replays the whole log into them.
  async rebuild(name: string, onProgress: (done: number, total: number) => void): Promise<void> {
    const worker = this.workers.get(name);
    if (!worker) throw new Error(`Unknown projection ${name}`);
    await this.migrate();
    await this.db.withSession(async (session) => {
      if (!(await this.tryLock(session, name))) {
        throw new Error(
          `Projection ${name} is being run by a live API instance; stop it before rebuilding.`,
        );
      }
      try {
        const total = await this.store.countAfter(null);
        await this.db.transaction(async (tx) => {
          await readCheckpoint(tx, name);
          for (const table of worker.projection.tables) await tx.query(`TRUNCATE ${table}`);
          await resetCheckpoint(tx, name);
        });
        let checkpoint: Checkpoint = { position: null, lastEventAt: null };
        let done = 0;
        onProgress(0, total);
        for (;;) {
          const batch = await this.store.readAll({ after: checkpoint.position, maxCount: 1000 });
          if (batch.length === 0) break;
          checkpoint = await this.applyBatch(worker.projection, checkpoint, batch, new Map());
          done += batch.length;
          onProgress(Math.min(done, total), Math.max(total, done));
        }
      } finally {
        await this.unlock(session, name);
      }
    });
  }

  private tryLock(session: SqlExecutor, name: string): Promise<boolean> {
    return session
      .query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok', [
        LOCK_NAMESPACE,
        name,
      ])
      .then(({ rows }) => rows[0].ok);
  }

  private async unlock(session: SqlExecutor, name: string): Promise<void> {
    await session.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK_NAMESPACE, name]);
  }

  private async lead(stop: AbortSignal): Promise<void> {
    while (!stop.aborted) {
      try {
        await this.db.withSession(async (session) => {
          try {
            while (!stop.aborted) {
              for (const worker of this.workers.values()) {
                if (worker.status !== 'standby') continue;
                if (await this.tryLock(session, worker.projection.name)) this.startWorker(worker);
              }
              await sleep(this.leaseCheckMs, stop);
              // A dead session has lost its locks: the query throws and the workers stop.
              await session.query('SELECT 1');
            }
          } finally {
            await this.stopWorkers();
            await session.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
          }
        });
      } catch (error) {
        this.logger.error(`Projection leadership lost: ${describeFailure(null, error)}`);
        await sleep(1000, stop);
      }
    }
  }

  private startWorker(worker: Worker): void {
    const controller = new AbortController();
    worker.controller = controller;
    worker.status = 'running';
    worker.error = null;
    worker.done = this.work(worker, controller.signal);
  }

  private async stopWorkers(): Promise<void> {
    const running = [...this.workers.values()].filter((worker) => worker.done);
    for (const worker of running) worker.controller?.abort();
    await Promise.all(running.map((worker) => worker.done));
    for (const worker of running) {
      worker.done = null;
      worker.controller = null;
      if (worker.status === 'running') worker.status = 'standby';
    }
  }

  private async work(worker: Worker, signal: AbortSignal): Promise<void> {
    const { projection } = worker;
    const types = new Set(projection.eventTypes);
    try {
      worker.checkpoint = await readCheckpoint(this.db, projection.name);
      // What the checkpoint table holds; `worker.checkpoint` may run ahead of it over events
      // this projection ignores, which are stored at most once a second (re-reading them after a
      // crash changes nothing).
      let persisted = worker.checkpoint;
      let persistedAt = Date.now();
      let idleWait = 1;
      while (!signal.aborted) {
        const watermark = this.store.appendWatermark();
        const batch = await this.store.readAll({
          after: worker.checkpoint.position,
          maxCount: this.batchSize,
        });
        if (batch.length === 0) {
          // Woken before an older transaction committed: look again soon, then back off.
          await this.store.waitForAppend(idleWait, signal, types);
          idleWait = Math.min(idleWait * 2, this.pollMs);
          continue;
        }
        idleWait = 1;
        const last = batch[batch.length - 1];
        if (
          !batch.some((event) => types.has(event.type)) &&
          Date.now() - persistedAt < IGNORED_CHECKPOINT_MS
        ) {
          worker.checkpoint = { position: last.position, lastEventAt: last.createdAt };
          // Caught up with events it ignores: sleep until one it handles, rather than re-reading
          // the log after every append of the others.
          if (batch.length < this.batchSize) {
            await this.store.waitForAppend(this.pollMs, signal, types);
          }
          continue;
        }
        const pushes = new Map<string, Push>();
        worker.checkpoint = await this.applyBatch(projection, persisted, batch, pushes);
        persisted = worker.checkpoint;
        persistedAt = Date.now();
        if (pushes.size > 0) this.publish([...pushes.values()]);
        // Read all there was: rather than read again only to find nothing, sleep until woken.
        if (batch.length < this.batchSize && this.nothingNewSince(watermark, worker.checkpoint)) {
          await this.store.waitForAppend(this.pollMs, signal, types);
        }
      }
    } catch (error) {
      if (error instanceof CheckpointMovedError) {
        this.logger.log(`Projection ${projection.name} moved on elsewhere; standing by`);
        worker.status = 'standby';
        return;
      }
      worker.status = 'failed';
      worker.error =
        error instanceof ProjectionFailure ? error.message : describeFailure(null, error);
      this.logger.error(
        `Projection ${projection.name} stopped: ${worker.error}`,
        error instanceof Error ? error.stack : undefined,
      );
    }
  }

  // True when no append this store knows of (its own, or another writer's notice) can have
  // landed after `checkpoint` since `before` was taken, just before the read that reached it.
  private nothingNewSince(before: AppendWatermark | null, checkpoint: Checkpoint): boolean {
    const now = this.store.appendWatermark();
    if (!before || !now || now.notices !== before.notices) return false;
    return (
      !now.ownHead ||
      (checkpoint.position !== null && comparePositions(now.ownHead, checkpoint.position) <= 0)
    );
  }

  private async applyBatch(
    projection: Projection,
    from: Checkpoint,
    batch: RecordedEvent[],
    pushes: Map<string, Push>,
  ): Promise<Checkpoint> {
    const types = new Set(projection.eventTypes);
    const merge = projection.mergeable;
    const mergeable = new Set(merge?.eventTypes);
    const last = batch[batch.length - 1];
    const checkpoint = advanceCheckpoint(
      projection.name,
      from.position,
      last.position,
      last.createdAt,
    );
    const handled = batch.filter((event) => types.has(event.type));
    const keep = (list: Push[]) => {
      for (const push of list) pushes.set(push.key, push);
    };
    // A read model and its checkpoint lost together in a crash are replayed from the log, so
    // these transactions need not wait for the WAL flush.
    const relaxed = { relaxedDurability: true };
    try {
      // `mergeable` is empty without `merge`: then only a batch it ignores takes this way.
      if (handled.every((event) => mergeable.has(event.type))) {
        // Nothing but one run of commuting events (or nothing handled): the run's statement and
        // the checkpoint go together, in one round trip.
        const run = merge && handled.length > 0 ? merge : null;
        const statements = run ? [run.statement(handled), checkpoint] : [checkpoint];
        const results = await this.db.script(statements, relaxed).catch((error: unknown) => {
          if (isCheckpointMoved(error)) throw error;
          throw new ProjectionFailure(describeFailure(handled[0] ?? null, error), { cause: error });
        });
        if (run) keep(run.pushes(results[0].rows));
      } else {
        await this.db.transaction(async (tx) => {
          const collect = async (first: RecordedEvent, apply: () => Promise<Push[]>) => {
            try {
              keep(await apply());
            } catch (error) {
              throw new ProjectionFailure(describeFailure(first, error), { cause: error });
            }
          };
          let run: RecordedEvent[] = [];
          const flushRun = async () => {
            if (run.length === 0 || !merge) return;
            const events = run;
            run = [];
            await collect(events[0], async () => {
              const { sql, params } = merge.statement(events);
              return merge.pushes((await tx.query(sql, params)).rows);
            });
          };
          for (const event of handled) {
            if (mergeable.has(event.type)) {
              run.push(event);
              continue;
            }
            await flushRun();
            await collect(event, () => projection.apply(event, tx));
          }
          await flushRun();
          await tx.query(checkpoint.sql, checkpoint.params);
        }, relaxed);
      }
    } catch (error) {
      if (isCheckpointMoved(error)) throw new CheckpointMovedError();
      throw error;
    }
    return { position: last.position, lastEventAt: last.createdAt };
  }
}
