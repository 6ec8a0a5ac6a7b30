import type { Database, Listener } from '../database/database.js';

// What an outbox table (mail, text messages) tells its worker. The table has id, idempotency_key,
// attempts, created_at, next_attempt_at and claimed_until; `waiting` is the SQL condition of a
// row still to be delivered, `columns` what a claimed row returns beside id, key, attempts,
// created_at and expired.
export type OutboxJobs<Row> = {
  table: string;
  // Senders listen here; a NOTIFY is delivered on commit, so a woken worker finds the row.
  channel: string;
  waiting: string;
  columns: string;
  deliver(row: Row & ClaimedRow): Promise<void>;
};

export type ClaimedRow = {
  id: string;
  key: string;
  attempts: number;
  created_at: Date;
  // Written more than maxAgeMs ago: too late to deliver.
  expired: boolean;
};

export type OutboxWorkerLogger = { error(message: string): void };
export type OutboxSenderLogger = OutboxWorkerLogger & { warn(message: string): void };

// A message that did not reach its recipient (given up, refused, reported undelivered), by its
// key, for the context that wrote it (a proposal's send shows on its row).
export type Undelivered = { key: string; to: string; reason: string };
export type UndeliveredListener = (message: Undelivered) => Promise<void>;

// The timing of an outbox's sender.
export type OutboxSenderOptions = {
  // The first retry waits this long, each later one twice the one before, up to maxDelayMs.
  baseDelayMs: number;
  maxDelayMs: number;
  // A message not delivered this long after it was written is given up and marked failed.
  maxAgeMs: number;
  // How long a claimed message is this sender's alone: longer than one exchange with the
  // provider can last, so no other instance takes it over while it is being sent.
  leaseMs: number;
  // Longest sleep when nothing is due and nothing wakes the sender.
  pollMs: number;
};

export const defaultOutboxSenderOptions: OutboxSenderOptions = {
  baseDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  maxAgeMs: 24 * 60 * 60_000,
  leaseMs: 5 * 60_000,
  pollMs: 10_000,
};

// The wait after the `failures`-th failed attempt: 1 min, 2, 4, … capped (with the defaults).
export const retryDelayMs = (
  failures: number,
  { baseDelayMs, maxDelayMs }: Pick<OutboxSenderOptions, 'baseDelayMs' | 'maxDelayMs'>,
) => Math.min(baseDelayMs * 2 ** (failures - 1), maxDelayMs);

// After a failed attempt at a claimed row: how long until the next, and whether this one was the
// last (the next would come after the row's time is up).
export const afterFailure = (
  row: Pick<ClaimedRow, 'attempts' | 'created_at'>,
  options: Pick<OutboxSenderOptions, 'baseDelayMs' | 'maxDelayMs' | 'maxAgeMs'>,
): { delayMs: number; last: boolean } => {
  const delayMs = retryDelayMs(row.attempts + 1, options);
  return { delayMs, last: Date.now() + delayMs > row.created_at.getTime() + options.maxAgeMs };
};

// Records a failed attempt at a claimed row: released, due again after `delayMs`, or failed for
// good when it was the `last`.
export const recordFailedAttempt = (
  db: Pick<Database, 'query'>,
  table: 'mail_outbox' | 'event_outbox',
  id: string,
  reason: string,
  { delayMs, last }: { delayMs: number; last: boolean },
) =>
  db.query(
    `UPDATE ${table}
        SET attempts = attempts + 1, claimed_until = NULL, error = $2,
            next_attempt_at = now() + $3 * interval '1 millisecond',
            failed_at = CASE WHEN $4::boolean THEN now() END
      WHERE id = $1`,
    [id, reason, delayMs, last],
  );

// Below this a sleep is not worth a timer: another instance holds the due row only for the
// instant of its claim.
const MIN_SLEEP_MS = 10;

export const reasonOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

// The loop every outbox sender shares: claim a due row with a lease (FOR UPDATE SKIP LOCKED, so
// instances sharing the database never take the same one), deliver it, and when nothing is due
// sleep until the next one is, or until a NOTIFY on the outbox's channel says a row was written.
export class OutboxWorker<Row> {
  private listener: Listener | null = null;
  private controller: AbortController | null = null;
  private running: Promise<void> | null = null;
  // Set by a notification; a worker woken while busy looks again instead of going to sleep.
  private woken = false;
  // Ends the sleep under way, if any.
  private wake: () => void = () => undefined;

  constructor(
    private readonly db: Database,
    private readonly jobs: OutboxJobs<Row>,
    private readonly logger: OutboxWorkerLogger,
    private readonly options: Pick<OutboxSenderOptions, 'leaseMs' | 'maxAgeMs' | 'pollMs'>,
  ) {}

  async start(): Promise<void> {
    if (this.running) return;
    this.listener = await this.db.listen(this.jobs.channel, () => this.wakeUp());
    const controller = new AbortController();
    this.controller = controller;
    this.running = this.run(controller.signal);
  }

  // Finishes the delivery under way, then stops.
  async stop(): Promise<void> {
    if (!this.running) return;
    this.controller?.abort();
    this.wakeUp();
    await this.running;
    this.running = null;
    await this.listener?.stop();
    this.listener = null;
  }

  private wakeUp(): void {
    this.woken = true;
    this.wake();
  }

  private async run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        this.woken = false;
        const row = await this.claim();
        if (row) {
          await this.jobs.deliver(row);
          continue;
        }
        const ms = (await this.msUntilDue()) ?? this.options.pollMs;
        await this.sleep(Math.min(Math.max(ms, MIN_SLEEP_MS), this.options.pollMs));
      } catch (error) {
        // The database is away: try again later rather than spin.
        this.logger.error(reasonOf(error));
        await this.sleep(this.options.pollMs);
      }
    }
  }

  private async claim(): Promise<(Row & ClaimedRow) | null> {
    const { table, waiting, columns } = this.jobs;
    const { rows } = await this.db.query<Row & ClaimedRow>(
      `UPDATE ${table} SET claimed_until = now() + $1 * interval '1 millisecond'
        WHERE id = (
          SELECT id FROM ${table}
           WHERE ${waiting} AND next_attempt_at <= now()
             AND (claimed_until IS NULL OR claimed_until <= now())
           ORDER BY next_attempt_at
           LIMIT 1
           FOR UPDATE SKIP LOCKED)
        RETURNING id, idempotency_key AS key, attempts, created_at, ${columns},
                  created_at <= now() - $2 * interval '1 millisecond' AS expired`,
      [this.options.leaseMs, this.options.maxAgeMs],
    );
    return rows[0] ?? null;
  }

  // Until the earliest waiting row is due (or its lease runs out); null when none waits.
  private async msUntilDue(): Promise<number | null> {
    const { rows } = await this.db.query<{ ms: number | null }>(
      `SELECT (EXTRACT(EPOCH FROM min(GREATEST(next_attempt_at, COALESCE(claimed_until, next_attempt_at))) - now()) * 1000)::float8 AS ms
         FROM ${this.jobs.table} WHERE ${this.jobs.waiting}`,
    );
    return rows[0].ms;
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken || this.controller?.signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = () => undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
