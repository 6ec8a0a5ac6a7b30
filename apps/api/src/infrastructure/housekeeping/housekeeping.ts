import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { DATABASE } from '../database/database.js';
import type { Database, SqlExecutor } from '../database/database.js';

// Prunes rows that have served their purpose in the tables of the context that registers it, and
// says how many it pruned.
export type HousekeepingTask = (tx: SqlExecutor) => Promise<number>;

const HOUSEKEEPING_LOCK = 727_003;
// The first pass a minute after start (not in the start's rush), then one an hour.
const FIRST_PASS_MS = 60_000;
const PASS_EVERY_MS = 60 * 60_000;

// Expired sessions, spent reset tokens, old sign-in attempts and the bodies of mail long sent are
// pruned on a schedule, by one instance at a time: each context registers what it prunes in its
// own tables, and a pass runs them all in one transaction behind a transaction-level advisory lock
// that the other instances' passes try, find taken, and skip.
@Injectable()
export class Housekeeping implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(Housekeeping.name);
  private readonly tasks = new Map<string, HousekeepingTask>();
  private readonly timers: NodeJS.Timeout[] = [];
  private running: Promise<void> | null = null;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  register(name: string, task: HousekeepingTask): void {
    this.tasks.set(name, task);
  }

  // One pass of every task: how many rows each pruned, or null when another instance's pass was
  // running. It appends no events, so the log's readers do not wait for it.
  pass(): Promise<Record<string, number> | null> {
    return this.db.transaction(
      async (tx) => {
        const { rows } = await tx.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_xact_lock($1) AS locked',
          [HOUSEKEEPING_LOCK],
        );
        if (!rows[0]?.locked) return null;
        const pruned: Record<string, number> = {};
        for (const [name, task] of this.tasks) pruned[name] = await task(tx);
        return pruned;
      },
      { writesNoEvents: true },
    );
  }

  // Only the API process keeps house; a CLI context (projections:rebuild) has no HTTP server.
  onApplicationBootstrap(): void {
    if (!this.adapterHost.httpAdapter) return;
    const scheduled = () => {
      if (this.running) return;
      this.running = this.pass()
        .then((pruned) => {
          const done = Object.entries(pruned ?? {}).filter(([, count]) => count > 0);
          if (done.length > 0)
            this.logger.log(`Pruned ${done.map(([name, count]) => `${name} ${count}`).join(', ')}`);
        })
        .catch((error: unknown) => this.logger.warn(`Housekeeping failed: ${String(error)}`))
        .finally(() => (this.running = null));
    };
    this.timers.push(
      setTimeout(scheduled, FIRST_PASS_MS).unref(),
      setInterval(scheduled, PASS_EVERY_MS).unref(),
    );
  }

  async onModuleDestroy(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    await this.running;
  }
}
