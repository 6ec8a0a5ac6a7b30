import { Inject, Injectable, Logger } from '@nestjs/common';
import type {
  BeforeApplicationShutdown,
  OnApplicationBootstrap,
  OnModuleInit,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database, SqlExecutor } from '../infrastructure/database/database.js';
import { runMigrations } from '../infrastructure/database/migrations.js';
import { Housekeeping } from '../infrastructure/housekeeping/housekeeping.js';
import { Metrics } from '../infrastructure/metrics/metrics.js';
import { PROVIDER_OVERRIDES } from '../infrastructure/provider-overrides.js';
import { MailSender } from './mail-sender.js';
import type { GivenUpListener, GivenUpMail, MailSenderOptions } from './mail-sender.js';
import {
  countUndelivered,
  enqueueMail,
  loadAttachment,
  outboxMigrations,
  pruneSentMail,
  readOutbox,
} from './outbox.js';
import type { MailAttachment, OutboxEntry, OutboxMail } from './outbox.js';

// The mail sender's timing a test sets (retries in milliseconds rather than minutes), part of the
// app's provider overrides.
export type MailProviderOverrides = { mailSender?: Partial<MailSenderOptions> };

// Mail is written to the outbox (the whole story when no SMTP server is configured, readable at
// /dev/outbox) and delivered from there by the sender, with retries, never from the request: a
// request neither waits on a mail server nor reveals anything through its timing.
@Injectable()
export class MailService
  implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown
{
  private sender: MailSender | null = null;
  // By the kind a key ends with (`<id>:<kind>`): who wants to know of a mail given up.
  private readonly givenUpListeners = new Map<string, GivenUpListener>();

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PROVIDER_OVERRIDES) private readonly overrides: MailProviderOverrides,
    private readonly adapterHost: HttpAdapterHost,
    private readonly metrics: Metrics,
    private readonly housekeeping: Housekeeping,
  ) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.db, outboxMigrations);
    this.housekeeping.register('mail', pruneSentMail);
    this.metrics.gaugeOnScrape(
      'mail_outbox_pending',
      'Mail in the outbox not yet delivered (pending or retrying)',
      [],
      async () => [{ value: await countUndelivered(this.db) }],
    );
  }

  // Only the API process delivers; a CLI context (projections:rebuild) has no HTTP server.
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.smtpUrl || !this.adapterHost.httpAdapter) return;
    const logger = new Logger(MailSender.name);
    this.sender = new MailSender(
      this.db,
      this.config.smtpUrl,
      this.config.mailFrom,
      { warn: (message) => logger.warn(message), error: (message) => logger.error(message) },
      this.overrides.mailSender,
      (mail) => this.tellGivenUp(mail),
    );
    await this.sender.start();
  }

  // A context that writes mail of `kind` (the last part of its key) learns which of it the sender
  // gave up on, once the server refused it for good or it was not delivered in time.
  onGivenUp(kind: string, listener: GivenUpListener): void {
    this.givenUpListeners.set(kind, listener);
  }

  private async tellGivenUp(mail: GivenUpMail): Promise<void> {
    await this.givenUpListeners.get(mail.key.slice(mail.key.lastIndexOf(':') + 1))?.(mail);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.sender?.stop();
  }

  // Through `tx` when the mail must be written with the change that asked for it.
  send(mail: OutboxMail, tx: SqlExecutor = this.db): Promise<boolean> {
    return enqueueMail(tx, mail);
  }

  outbox(limit = 100): Promise<OutboxEntry[]> {
    return readOutbox(this.db, limit);
  }

  attachment(sha256: string): Promise<MailAttachment | null> {
    return loadAttachment(this.db, sha256);
  }
}
