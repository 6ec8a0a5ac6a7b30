import { randomUUID } from 'node:crypto';
import type { ProjectionHealth } from '@vanilla/contracts';
import type {
  Database,
  QueryResult,
  SqlExecutor,
  Statement,
  TransactionOptions,
} from '../database/database.js';
import { statementName } from '../database/database.js';
import { runMigrations } from '../database/migrations.js';
import { comparePositions, formatPosition } from '../event-store/event-store.js';
import { sleep } from '../event-store/append-notifications.js';
import type { AppendNotifications, AppendWatermark } from '../event-store/append-notifications.js';
import type { EventStore, Position, RecordedEvent } from '../event-store/event-store.js';
import {
  advanceCheckpoint,
  checkpointMigrations,
  isCheckpointMoved,
  readCheckpoint,
  readStoredCheckpoint,
} from './checkpoints.js';
import type { Checkpoint } from './checkpoints.js';
import { leaseMigrations, ProjectionLeases } from './leases.js';
import { LogTail } from './log-tail.js';
import {
  isTransient,
  parkedEventMigrations,
  parkEvent,
  readParkedEvents,
} from './parked-events.js';
import { statementFor } from './projection.js';
import type { Projection, Push } from './projection.js';
import { withTimeout } from '../with-timeout.js';
import {
  analyzeTables,
  createRebuildSchema,
  dropRebuildSchema,
  swapInRebuild,
} from './rebuild-schema.js';

export type RunnerLogger = {
  log(message: string): void;
  error(message: string, stack?: string): void;
};

export type ProjectionRunnerOptions = {
  batchSize?: number;
  // Longest sleep between reads when nothing wakes the runner.
  pollMs?: number;
  // How often a standby instance tries to take the projections over and a leader renews its
  // leases.
  leaseCheckMs?: number;
  // How long a lease lasts unrenewed: a leader stalled longer loses its projections to a standby,
  // and stops applying on its own once it notices.
  leaseTtlMs?: number;
  // How long events may wait on a checkpoint that does not move before the projection is stalled.
  stallMs?: number;
};

type Worker = {
  projection: Projection;
  status: ProjectionHealth['status'];
  checkpoint: Checkpoint;
  // When the checkpoint last moved, or the worker started (Date.now()).
  advancedAt: number;
  // Until when this instance may apply: its last lease renewal's start plus the lease's length.
  leaseUntil: number;
  error: string | null;
  controller: AbortController | null;
  done: Promise<void> | null;
  // The last event seen that a projection it reads handles (see Projection.reads).
  readsMark: Position | null;
};

// The worker stops and stands by: another instance moved its checkpoint, or its lease ran out.
class StandByError extends Error {}

// How long a projection may leave its stored checkpoint behind over events it does not handle.
const IGNORED_CHECKPOINT_MS = 1000;

// Backoff of a worker retrying after a failure of the infrastructure.
const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

const REBUILD_BATCH_SIZE = 1000;

// How much of the log's end the followers share in memory, in batches.
const TAIL_BATCHES = 4;

// Parked events /health lists per projection (it counts them all).
const PARKED_SHOWN = 5;
// A projection further behind than this reports this many: the health check answers in time, and a
// backlog that long is news enough.
const HEALTH_COUNTS_AT_MOST = 100_000;

// A read model and its checkpoint lost together in a crash are replayed from the log, so these
// transactions need not wait for the WAL flush; one frozen between statements ends its session
// rather than hold its locks against the instance taking over. They append no events, so the
// other projections read past them while they run.
const BATCH_TRANSACTION: TransactionOptions = {
  relaxedDurability: true,
  clientIdleTimeoutMs: 5000,
  writesNoEvents: true,
};

// A rebuild's statements keep one plan each: its tables get fresh statistics as they grow (see
// rebuild), which has the plans made again.
const REBUILD_TRANSACTION: TransactionOptions = { ...BATCH_TRANSACTION, genericPlans: true };

const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

const describeEvent = (event: RecordedEvent): string =>
  `${event.type} ${event.id} (${event.streamName}@${event.revision}, position ${formatPosition(event.position)})`;

type Row = Record<string, unknown>;

type Plans = {
  handles: ReadonlySet<string>;
  merge: Projection['mergeable'];
  scripted: Projection['scripted'];
  mergeable: ReadonlySet<string>;
  scriptable: ReadonlySet<string>;
};

// How a projection writes besides `apply` (the sets are empty where it says nothing), worked out
// once per projection rather than on every batch.
const plans = new WeakMap<Projection, Plans>();
const plansOf = (projection: Projection): Plans => {
  let known = plans.get(projection);
  if (!known) {
    known = {
      handles: new Set<string>(projection.eventTypes),
      merge: projection.mergeable,
      scripted: projection.scripted,
      mergeable: new Set<string>(projection.mergeable?.eventTypes),
      scriptable: new Set<string>(projection.scripted?.eventTypes),
    };
    plans.set(projection, known);
  }
  return known;
};

// One event that is not part of a mergeable run: its scripted statement, or `apply`.
const applyOne = async (
  projection: Projection,
  event: RecordedEvent,
  tx: SqlExecutor,
  pushing: boolean,
): Promise<Push[]> => {
  const { scripted, scriptable } = plansOf(projection);
  const statement = scripted && scriptable.has(event.type) ? scripted.statement(event) : 'apply';
  if (statement === 'apply') return projection.apply(event, tx);
  if (!statement || !scripted) return [];
  return scripted.pushes((await run(tx, statementFor(statement, pushing), pushing)).rows);
};

// A projection's statement in a transaction. A rebuild's are named, so parsed and planned once
// per connection (its transactions keep generic plans); the live runner's apply few statements
// in transactions, and plans each for its values.
const names = new Map<string, string>();
const run = (tx: SqlExecutor, { sql, params, prepare }: Statement, pushing: boolean) => {
  if (!prepare || pushing) return tx.query(sql, params);
  let name = names.get(sql);
  if (!name) {
    name = statementName('named', sql);
    if (names.size >= 1000) names.clear();
    names.set(sql, name);
  }
  return tx.query(sql, params, { prepareAs: name });
};

// What a batch runs besides its events' statements, and whether their rows are pushed.
type BatchStatements = { scope: Statement[]; checkpoint: Statement; pushing: boolean };

type Planned = { statement: Statement; pushes: (rows: Row[]) => Push[] };

// A batch as statements known from its events alone (mergeable runs and scripted events), or null
// when one of them needs `apply`.
const planStatements = (
  projection: Projection,
  handled: RecordedEvent[],
  pushing: boolean,
): Planned[] | null => {
  const { merge, scripted, mergeable, scriptable } = plansOf(projection);
  if (!handled.every((event) => mergeable.has(event.type) || scriptable.has(event.type))) {
    return null;
  }
  const planned: Planned[] = [];
  let run: RecordedEvent[] = [];
  const rows = new Set<string>();
  const endRun = () => {
    if (run.length > 0 && merge)
      planned.push({
        statement: statementFor(merge.statement(run), pushing),
        pushes: merge.pushes,
      });
    run = [];
    rows.clear();
  };
  for (const event of handled) {
    if (mergeable.has(event.type)) {
      run.push(event);
      if (merge?.rowOf) rows.add(merge.rowOf(event));
      continue;
    }
    if (!merge?.rowOf || rows.has(merge.rowOf(event))) endRun();
    const statement = scripted?.statement(event);
    if (statement === 'apply') return null;
    if (statement && scripted) {
      planned.push({ statement: statementFor(statement, pushing), pushes: scripted.pushes });
    }
  }
  endRun();
  return planned;
};

// Whether a batch changes nothing of the projection's: none of its events is handled, or each
// handled one is scripted to no statement (a view after the first, to most of them). Such a batch
// moves the checkpoint like events of other types do, without a transaction of its own.
const writesNothing = (projection: Projection, batch: RecordedEvent[]): boolean => {
  const { handles, scripted, scriptable } = plansOf(projection);
  return batch.every(
    (event) =>
      !handles.has(event.type) ||
      (scripted !== undefined && scriptable.has(event.type) && scripted.statement(event) === null),
  );
};

// Reads the log after each projection's checkpoint and applies it to the read models: the
// read-model change and the new checkpoint commit in one transaction, pushes go out after commit.
// An event that cannot be applied is parked and the projection goes on. One instance at a time
// runs each projection, holding its advisory lock and renewing its lease (see ProjectionLeases).
export class ProjectionRunner {
  private readonly workers: Map<string, Worker>;
  private readonly tailReads = new Map<string, Promise<RecordedEvent[]>>();
  private readonly tail: LogTail;
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly leaseCheckMs: number;
  private readonly leaseTtlMs: number;
  private readonly stallMs: number;
  // Names this instance in the leases it holds.
  private readonly holder = randomUUID();
  private stopController = new AbortController();
  private leadership: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly notifications: AppendNotifications,
    projections: readonly Projection[],
    private readonly publish: (pushes: Push[]) => void,
    private readonly logger: RunnerLogger,
    options: ProjectionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.tail = new LogTail(TAIL_BATCHES * this.batchSize);
    this.pollMs = options.pollMs ?? 250;
    this.leaseCheckMs = options.leaseCheckMs ?? 2000;
    this.leaseTtlMs = options.leaseTtlMs ?? 8000;
    this.stallMs = options.stallMs ?? 10_000;
    this.workers = new Map(
      projections.map((projection) => [
        projection.name,
        {
          projection,
          status: 'standby',
          checkpoint: { position: null, lastEventAt: null },
          advancedAt: 0,
          leaseUntil: 0,
          error: null,
          controller: null,
          done: null,
          readsMark: null,
        },
      ]),
    );
  }

  async migrate(): Promise<void> {
    await runMigrations(this.db, [
      ...checkpointMigrations,
      ...parkedEventMigrations,
      ...leaseMigrations,
      ...[...this.workers.values()].flatMap((worker) => worker.projection.functions ?? []),
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
    const [head, parked] = await Promise.all([
      this.store.head(),
      readParkedEvents(this.db, PARKED_SHOWN),
    ]);
    return Promise.all(
      [...this.workers.values()].map(async (worker) => {
        const { name } = worker.projection;
        const stored =
          worker.status === 'running' ? null : await readStoredCheckpoint(this.db, name);
        const checkpoint = stored?.checkpoint ?? worker.checkpoint;
        const advancedAt = stored ? (stored.updatedAt?.getTime() ?? 0) : worker.advancedAt;
        const behind = await this.store.countAfter(checkpoint.position, HEALTH_COUNTS_AT_MOST);
        const lastAt = checkpoint.lastEventAt?.getTime() ?? head?.createdAt.getTime() ?? 0;
        return {
          name,
          status: worker.status,
          checkpoint: formatPosition(checkpoint.position),
          events_behind: behind,
          ms_behind: behind > 0 && head ? Math.max(0, head.createdAt.getTime() - lastAt) : 0,
          stalled: behind > 0 && (await this.stalled(checkpoint, advancedAt, head)),
          error: worker.error,
          parked_count: parked.get(name)?.count ?? 0,
          parked: parked.get(name)?.first ?? [],
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
          : (await readStoredCheckpoint(this.db, worker.projection.name)).checkpoint;
      if (checkpoint.position && comparePositions(checkpoint.position, position) >= 0) return;
      if (Date.now() > deadline) return;
      await sleep(worker.status === 'running' ? 2 : 20);
    }
  }

  // Replays the whole log into tables beside the live ones, parking what the live run parks, and
  // swaps them in, with the replay's checkpoint, only once it completed. Returns how many events
  // it parked. Refuses while another instance runs the projection.
  async rebuild(name: string, onProgress: (done: number, total: number) => void): Promise<number> {
    const worker = this.workers.get(name);
    if (!worker) throw new Error(`Unknown projection ${name}`);
    const { projection } = worker;
    await this.migrate();
    // The live row the swap moves.
    await readCheckpoint(this.db, name);
    return this.db.withSession(async (session) => {
      const leases = this.leases(session);
      if ((await leases.acquire([name])).length === 0) {
        throw new Error(
          `Projection ${name} is being run by a live API instance; stop it before rebuilding.`,
        );
      }
      try {
        const schema = await createRebuildSchema(this.db, projection);
        try {
          const total = await this.store.countAfter(null);
          let checkpoint: Checkpoint = { position: null, lastEventAt: null };
          let done = 0;
          let batches = 0;
          let renewedAt = Date.now();
          onProgress(0, total);
          // The next page is read while this one is applied: the read and the writes overlap.
          // Only the events the projection handles are read; once none is left, the rest of the
          // log is read through too, so the checkpoint ends where the log does.
          const page = (after: Position | null, types?: readonly string[]) => {
            const read = this.store.readAll({ after, maxCount: REBUILD_BATCH_SIZE, types });
            // Awaited on the next turn; until then a failure must not count as unhandled.
            read.catch(() => undefined);
            return read;
          };
          let types: readonly string[] | undefined = projection.eventTypes;
          let next = page(null, types);
          for (;;) {
            if (Date.now() - renewedAt >= this.leaseCheckMs) {
              renewedAt = Date.now();
              await leases.renew([name]);
            }
            const batch = await next;
            if (batch.length === 0) {
              if (!types) break;
              types = undefined;
              next = page(checkpoint.position);
              continue;
            }
            const last = batch[batch.length - 1];
            next = page(last.position, types);
            await this.applyBatch(projection, checkpoint, batch, schema.searchPath);
            checkpoint = { position: last.position, lastEventAt: last.createdAt };
            done += batch.length;
            batches += 1;
            // The new tables start empty and grow: a plan made for them early on (a scan of a
            // table thought empty) would serve every later batch. Fresh statistics, each time
            // they have about doubled, have the prepared statements planned again.
            if ((batches & (batches - 1)) === 0) await analyzeTables(this.db, projection, schema);
            onProgress(Math.min(done, total), Math.max(total, done));
          }
          onProgress(Math.max(total, done), Math.max(total, done));
          await leases.renew([name]);
          return await swapInRebuild(this.db, projection, schema);
        } catch (error) {
          await dropRebuildSchema(this.db, schema).catch(() => undefined);
          throw error;
        }
      } finally {
        // A session that died has released the lock already; its lease runs out by itself.
        await leases.release([name]).catch(() => undefined);
      }
    });
  }

  private leases(session: SqlExecutor): ProjectionLeases {
    return new ProjectionLeases(session, this.holder, this.leaseTtlMs, (message) =>
      this.logger.log(message),
    );
  }

  // Events wait on a checkpoint that has not moved for `stallMs`, and the first of them has
  // waited that long too (one that just arrived after a quiet spell has not). Should no waiting
  // event be readable yet (an older transaction still open), the newest event's age stands in.
  private async stalled(
    checkpoint: Checkpoint,
    advancedAt: number,
    head: { createdAt: Date } | null,
  ): Promise<boolean> {
    const now = Date.now();
    if (now - advancedAt < this.stallMs) return false;
    const [next] = await this.store.readAll({ after: checkpoint.position, maxCount: 1 });
    const waitingSince = (next ?? head)?.createdAt.getTime() ?? now;
    return now - waitingSince >= this.stallMs;
  }

  private async lead(stop: AbortSignal): Promise<void> {
    while (!stop.aborted) {
      try {
        await this.db.withSession(async (session) => {
          const leases = this.leases(session);
          try {
            while (!stop.aborted) {
              const standby = [...this.workers.values()].filter((w) => w.status === 'standby');
              const askedAt = Date.now();
              const taken = await leases.acquire(standby.map((w) => w.projection.name));
              for (const worker of standby) {
                if (taken.includes(worker.projection.name)) {
                  this.startWorker(worker, askedAt + this.leaseTtlMs);
                }
              }
              await sleep(this.leaseCheckMs, stop);
              if (stop.aborted) break;
              const running = [...this.workers.values()].filter((w) => w.status === 'running');
              const renewedAt = Date.now();
              // A session that does not answer within the lease has lost it anyway.
              await withTimeout(
                leases.renew(running.map((worker) => worker.projection.name)),
                this.leaseTtlMs,
                `Renewing the projection leases took longer than ${this.leaseTtlMs} ms`,
              );
              for (const worker of running) worker.leaseUntil = renewedAt + this.leaseTtlMs;
            }
          } finally {
            await this.stopWorkers();
            await withTimeout(
              leases.releaseAll(),
              this.leaseCheckMs,
              `Releasing the leases took longer than ${this.leaseCheckMs} ms`,
            ).catch(() => undefined);
          }
        });
      } catch (error) {
        this.logger.error(`Projection leadership lost: ${errorMessage(error)}`);
        await sleep(1000, stop);
      }
    }
  }

  private startWorker(worker: Worker, leaseUntil: number): void {
    const controller = new AbortController();
    worker.controller = controller;
    worker.status = 'running';
    worker.error = null;
    worker.advancedAt = Date.now();
    worker.leaseUntil = leaseUntil;
    worker.done = this.work(worker, controller.signal);
  }

  private async stopWorkers(): Promise<void> {
    const running = [...this.workers.values()].filter((worker) => worker.done);
    for (const worker of running) worker.controller?.abort();
    await Promise.all(running.map((worker) => worker.done));
    for (const worker of running) {
      worker.done = null;
      worker.controller = null;
      worker.status = 'standby';
    }
  }

  // Follows the log; after a failure of the infrastructure, tries again from the stored
  // checkpoint with a growing pause. Stands by when it is no longer the one to run it.
  private async work(worker: Worker, signal: AbortSignal): Promise<void> {
    const { name } = worker.projection;
    let retryMs = RETRY_MIN_MS;
    while (!signal.aborted) {
      try {
        await this.follow(worker, signal);
      } catch (error) {
        if (error instanceof StandByError) {
          this.logger.log(`Projection ${name} ${error.message}; standing by`);
          worker.status = 'standby';
          return;
        }
        retryMs = worker.error === null ? RETRY_MIN_MS : Math.min(retryMs * 2, RETRY_MAX_MS);
        worker.error = errorMessage(error);
        this.logger.error(
          `Projection ${name} failed, retrying in ${retryMs} ms: ${worker.error}`,
          error instanceof Error ? error.stack : undefined,
        );
        await sleep(retryMs, signal);
      }
    }
  }

  private async follow(worker: Worker, signal: AbortSignal): Promise<void> {
    const { projection } = worker;
    const types = new Set(projection.eventTypes);
    worker.checkpoint = await readCheckpoint(this.db, projection.name);
    // After a restart, what the projections it reads applied before is not known: they are to
    // have reached where it starts.
    worker.readsMark = worker.checkpoint.position;
    // What the checkpoint table holds; `worker.checkpoint` may run ahead of it over events this
    // projection ignores, which are stored at most once a second (re-reading them after a crash
    // changes nothing).
    let stored = worker.checkpoint;
    let storedAt = Date.now();
    let idleWait = 1;
    const advance = (to: Checkpoint) => {
      worker.checkpoint = to;
      worker.advancedAt = Date.now();
    };
    const persisted = (pushes: Push[]) => {
      stored = worker.checkpoint;
      storedAt = Date.now();
      worker.error = null;
      if (pushes.length > 0) this.publish(pushes);
    };
    while (!signal.aborted) {
      const watermark = this.notifications.appendWatermark();
      const { events: batch, kept } = await this.readShared(worker.checkpoint.position, watermark);
      if (batch.length === 0) {
        // Caught up over ignored events a while ago: store that, so that other instances see
        // the projection advance.
        const { position, lastEventAt } = worker.checkpoint;
        if (
          worker.checkpoint !== stored &&
          position &&
          lastEventAt &&
          Date.now() - storedAt >= IGNORED_CHECKPOINT_MS
        ) {
          this.checkLease(worker);
          await this.commit([
            advanceCheckpoint(projection.name, stored.position, position, lastEventAt),
          ]);
          persisted([]);
          continue;
        }
        // Woken before an older transaction committed: look again soon, then back off.
        await this.notifications.waitForAppend(idleWait, signal, types);
        idleWait = Math.min(idleWait * 2, this.pollMs);
        continue;
      }
      idleWait = 1;
      this.markReads(worker, batch);
      const last = batch[batch.length - 1];
      const reached = { position: last.position, lastEventAt: last.createdAt };
      if (writesNothing(projection, batch) && Date.now() - storedAt < IGNORED_CHECKPOINT_MS) {
        advance(reached);
        // Caught up with events it ignores: sleep until one it handles, rather than re-reading
        // the log after every append of the others.
        if (batch.length < this.batchSize && !kept) {
          await this.notifications.waitForAppend(this.pollMs, signal, types);
        }
        continue;
      }
      await this.waitForReads(worker, signal);
      this.checkLease(worker);
      const pushes = await this.applyBatch(projection, stored, batch, null);
      advance(reached);
      persisted(pushes);
      // Read all there was: rather than read again only to find nothing, sleep until woken.
      if (
        batch.length < this.batchSize &&
        !kept &&
        this.nothingNewSince(watermark, worker.checkpoint)
      ) {
        await this.notifications.waitForAppend(this.pollMs, signal, types);
      }
    }
  }

  private markReads(worker: Worker, batch: RecordedEvent[]): void {
    const reads = worker.projection.reads ?? [];
    if (reads.length === 0) return;
    const handled = reads.flatMap((name) => {
      const read = this.workers.get(name);
      return read ? [plansOf(read.projection).handles] : [];
    });
    for (let i = batch.length - 1; i >= 0; i -= 1) {
      if (handled.some((types) => types.has(batch[i].type))) {
        worker.readsMark = batch[i].position;
        return;
      }
    }
  }

  // Until each projection it reads has applied up to its mark: this instance's own worker's
  // checkpoint, or the stored one of a projection another instance runs (stored at least once a
  // second over events it ignores).
  private async waitForReads(worker: Worker, signal: AbortSignal): Promise<void> {
    const mark = worker.readsMark;
    const reads = worker.projection.reads ?? [];
    if (!mark || reads.length === 0) return;
    let pause = 1;
    for (;;) {
      let behind = false;
      for (const name of reads) {
        const read = this.workers.get(name);
        if (!read) continue;
        const reached =
          read.status === 'running'
            ? read.checkpoint.position
            : (await readStoredCheckpoint(this.db, name)).checkpoint.position;
        if (!reached || comparePositions(reached, mark) < 0) behind = true;
      }
      if (!behind || signal.aborted) return;
      await sleep(pause, signal);
      pause = Math.min(pause * 2, 50);
    }
  }

  // The log after `after`, read once for every follower that asks while the read is on its way
  // and no append has been heard of since it began: an append wakes every projection handling its
  // type at once, at the same place, and they share one read.
  //
  // A follower behind the others takes what is in the tail instead (`kept`). Such a batch may end
  // before events the store already holds, so the follower reads again rather than sleep on it.
  private async readShared(
    after: Position | null,
    watermark: AppendWatermark | null,
  ): Promise<{ events: RecordedEvent[]; kept: boolean }> {
    const kept = this.tail.read(after, this.batchSize);
    if (kept !== null) return { events: kept, kept: true };
    const key = [
      after ? formatPosition(after) : '',
      watermark?.notices ?? '',
      watermark?.ownHead ? formatPosition(watermark.ownHead) : '',
    ].join('|');
    let read = this.tailReads.get(key);
    if (!read) {
      read = this.store
        .readAll({ after: after ?? undefined, maxCount: this.batchSize })
        .then((events) => {
          this.tail.add(after, events);
          return events;
        })
        .finally(() => this.tailReads.delete(key));
      this.tailReads.set(key, read);
    }
    return { events: await read, kept: false };
  }

  // A leader that could not renew its lease in time (frozen, or cut off from the database) may
  // have been replaced: it applies nothing more until it renews.
  private checkLease(worker: Worker): void {
    if (Date.now() >= worker.leaseUntil) throw new StandByError('lost its lease');
  }

  // True when no append this store knows of (its own, or another writer's notice) can have
  // landed after `checkpoint` since `before` was taken, just before the read that reached it.
  private nothingNewSince(before: AppendWatermark | null, checkpoint: Checkpoint): boolean {
    const now = this.notifications.appendWatermark();
    if (!before || !now || now.notices !== before.notices) return false;
    return (
      !now.ownHead ||
      (checkpoint.position !== null && comparePositions(now.ownHead, checkpoint.position) <= 0)
    );
  }

  // Statements known in advance, with their checkpoint, in one round trip. Each projection commits
  // alone: grouping the scripts of projections woken by the same append into one transaction
  // saved Postgres a third of its work on views, but a lock held on one projection's table then
  // stalled every projection grouped with it.
  private async commit(statements: Statement[]): Promise<QueryResult<Row>[]> {
    try {
      return await this.db.script(statements, BATCH_TRANSACTION);
    } catch (error) {
      if (isCheckpointMoved(error)) throw new StandByError('moved on elsewhere');
      throw error;
    }
  }

  // Applies a batch and moves the checkpoint past it, in one transaction, and returns what to
  // push. Should an event fail, the transaction rolls back and the batch is applied again event by
  // event; one that fails again is parked (see applyEach). A failure of the infrastructure is
  // thrown instead, parking nothing. `searchPath` points the statements at a rebuild's tables,
  // which pushes nothing: its statements return no rows.
  private async applyBatch(
    projection: Projection,
    from: Checkpoint,
    batch: RecordedEvent[],
    searchPath: string | null,
  ): Promise<Push[]> {
    const types = plansOf(projection).handles;
    const last = batch[batch.length - 1];
    const handled = batch.filter((event) => types.has(event.type));
    const scope: Statement[] = searchPath
      ? [{ sql: `SET LOCAL search_path TO ${searchPath}` }]
      : [];
    const statements: BatchStatements = {
      scope,
      checkpoint: advanceCheckpoint(projection.name, from.position, last.position, last.createdAt),
      pushing: searchPath === null,
    };
    try {
      return await this.applyAll(projection, handled, statements);
    } catch (error) {
      if (error instanceof StandByError || isTransient(error)) throw error;
      return this.applyEach(projection, handled, statements);
    }
  }

  // The usual way, with no cost for parking: a run of mergeable events is one statement, a
  // scripted event one statement, and a batch of nothing else is one round trip in all, with its
  // checkpoint.
  private async applyAll(
    projection: Projection,
    handled: RecordedEvent[],
    { scope, checkpoint, pushing }: BatchStatements,
  ): Promise<Push[]> {
    const pushes = new Map<string, Push>();
    const keep = (list: Push[]) => {
      for (const push of list) pushes.set(push.key, push);
    };
    const planned = planStatements(projection, handled, pushing);
    if (planned) {
      const statements = [...scope, ...planned.map((plan) => plan.statement), checkpoint];
      const results = await this.commit(statements);
      planned.forEach((plan, i) => keep(plan.pushes(results[scope.length + i].rows)));
      return [...pushes.values()];
    }
    const { merge, mergeable } = plansOf(projection);
    await this.transaction(async (tx) => {
      for (const statement of scope) await tx.query(statement.sql);
      let events: RecordedEvent[] = [];
      const flushRun = async () => {
        if (events.length === 0 || !merge) return;
        const statement = statementFor(merge.statement(events), pushing);
        events = [];
        keep(merge.pushes((await run(tx, statement, pushing)).rows));
      };
      for (const event of handled) {
        if (mergeable.has(event.type)) {
          events.push(event);
          continue;
        }
        await flushRun();
        keep(await applyOne(projection, event, tx, pushing));
      }
      await flushRun();
      await tx.query(checkpoint.sql, checkpoint.params);
    }, scope.length > 0);
    return [...pushes.values()];
  }

  // Event by event, each behind a savepoint: an event that fails is rolled back alone and parked
  // in the transaction that moves the checkpoint past it, so it is parked exactly once. A dead
  // connection parks nothing: the rollback to the savepoint or the commit fails first.
  private async applyEach(
    projection: Projection,
    handled: RecordedEvent[],
    { scope, checkpoint, pushing }: BatchStatements,
  ): Promise<Push[]> {
    const pushes = new Map<string, Push>();
    const { merge, mergeable } = plansOf(projection);
    const parked: string[] = [];
    await this.transaction(async (tx) => {
      for (const statement of scope) await tx.query(statement.sql);
      for (const event of handled) {
        await tx.query('SAVEPOINT apply_event');
        try {
          let applied: Push[];
          if (merge && mergeable.has(event.type)) {
            applied = merge.pushes(
              (await run(tx, statementFor(merge.statement([event]), pushing), pushing)).rows,
            );
          } else {
            applied = await applyOne(projection, event, tx, pushing);
          }
          await tx.query('RELEASE SAVEPOINT apply_event');
          for (const push of applied) pushes.set(push.key, push);
        } catch (error) {
          if (isCheckpointMoved(error) || isTransient(error)) throw error;
          await tx.query('ROLLBACK TO SAVEPOINT apply_event');
          const { sql, params } = parkEvent(projection.name, event, errorMessage(error));
          await tx.query(sql, params);
          parked.push(`${describeEvent(event)}: ${errorMessage(error)}`);
        }
      }
      await tx.query(checkpoint.sql, checkpoint.params);
    }, scope.length > 0);
    for (const entry of parked) this.logger.error(`Projection ${projection.name} parked ${entry}`);
    return [...pushes.values()];
  }

  private async transaction(
    work: (tx: SqlExecutor) => Promise<void>,
    rebuilding: boolean,
  ): Promise<void> {
    try {
      await this.db.transaction(work, rebuilding ? REBUILD_TRANSACTION : BATCH_TRANSACTION);
    } catch (error) {
      if (isCheckpointMoved(error)) throw new StandByError('moved on elsewhere');
      throw error;
    }
  }
}
