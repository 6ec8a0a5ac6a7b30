import { Inject, Injectable, Logger } from '@nestjs/common';
import type {
  BeforeApplicationShutdown,
  OnApplicationBootstrap,
  OnModuleInit,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { DATABASE } from '../database/database.js';
import type { Database } from '../database/database.js';
import { runMigrations } from '../database/migrations.js';
import { EVENT_STORE } from '../event-store/event-store.js';
import type { EventStore, ExpectedRevision, NewEvent } from '../event-store/event-store.js';
import { EVENT_OUTBOX_CHANNEL, eventOutboxMigrations } from './event-outbox.js';
import { afterFailure, OutboxWorker, reasonOf, recordFailedAttempt } from './outbox-worker.js';
import type { ClaimedRow, OutboxSenderOptions } from './outbox-worker.js';

type Claimed = ClaimedRow & {
  stream_name: string;
  event: NewEvent & { id: string };
  expected_revision: ExpectedRevision;
};

// An append fails on a database that is briefly away or busy: retried within a second, then
// less and less often, and given up (logged) after a day.
export const eventAppenderOptions: OutboxSenderOptions = {
  baseDelayMs: 1000,
  maxDelayMs: 5 * 60_000,
  maxAgeMs: 24 * 60 * 60_000,
  leaseMs: 60_000,
  pollMs: 10_000,
};

// Appends the events reactors wrote to the event outbox, each once: a row is claimed with a lease
// (the outbox worker's), appended with its event's own id (so an append that went through before
// a crash is a no-op the second time) and marked appended; a failed append is retried with
// backoff.
@Injectable()
export class EventAppender
  implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger(EventAppender.name);
  private readonly worker: OutboxWorker<Claimed>;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    this.worker = new OutboxWorker<Claimed>(
      db,
      {
        table: 'event_outbox',
        channel: EVENT_OUTBOX_CHANNEL,
        waiting: 'appended_at IS NULL AND failed_at IS NULL',
        columns: 'stream_name, event, expected_revision',
        deliver: (row) => this.deliver(row),
      },
      { error: (message) => this.logger.error(`Event appender: ${message}`) },
      eventAppenderOptions,
    );
  }

  // Before the projections start: reactors write here.
  async onModuleInit(): Promise<void> {
    await runMigrations(this.db, eventOutboxMigrations);
  }

  // Only the API process appends; a CLI context (projections:rebuild) has no HTTP server.
  async onApplicationBootstrap(): Promise<void> {
    if (!this.adapterHost.httpAdapter) return;
    await this.worker.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.stop();
  }

  private async deliver(row: Claimed): Promise<void> {
    try {
      await this.store.append(row.stream_name, [row.event], {
        expectedRevision: row.expected_revision,
      });
    } catch (error) {
      const reason = reasonOf(error);
      const { delayMs, last } = afterFailure(row, eventAppenderOptions);
      await recordFailedAttempt(this.db, 'event_outbox', row.id, reason, { delayMs, last });
      const what = `${row.event.type} ${row.event.id} to ${row.stream_name}`;
      if (last) this.logger.error(`${what} given up: ${reason}`);
      else this.logger.warn(`${what} failed, retrying in ${delayMs} ms: ${reason}`);
      return;
    }
    await this.db.query(
      `UPDATE event_outbox SET appended_at = now(), attempts = attempts + 1, claimed_until = NULL, error = NULL
        WHERE id = $1`,
      [row.id],
    );
  }
}
