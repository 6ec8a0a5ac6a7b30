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
import type { Database } from '../infrastructure/database/database.js';
import { runMigrations } from '../infrastructure/database/migrations.js';
import { Housekeeping } from '../infrastructure/housekeeping/housekeeping.js';
import { PROVIDER_OVERRIDES } from '../infrastructure/provider-overrides.js';
import { ReceptionistDirectory } from '../receptionists/index.js';
import {
  EVERY_COMPANY,
  isOptedOut,
  pruneSentTexts,
  readTextOutbox,
  recordOptOut,
  recordTextStatus,
  removeOptOut,
  smsOutboxMigrations,
  textSenderOf,
} from './sms-outbox.js';
import type { TextOutboxEntry, TextSender } from './sms-outbox.js';
import { SMS_PROVIDER } from './sms-provider.js';
import type { SmsProvider } from './sms-provider.js';
import { SmsSender } from './sms-sender.js';
import type { FailedText, FailedTextListener, SmsSenderOptions } from './sms-sender.js';

// A test's stand-in for the provider and the sender's timing (part of the app's overrides).
export type MessagingProviderOverrides = {
  smsProvider?: SmsProvider;
  smsSender?: Partial<SmsSenderOptions>;
};

export const MESSAGE_STATUS_PATH = '/webhooks/twilio/message-status';

// Text messages: written to the outbox by reactors, sent from there by the sender (through
// Twilio, or kept in the outbox in test mode), and what Twilio says back (delivery, STOP).
@Injectable()
export class MessagingService
  implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown
{
  private sender: SmsSender | null = null;
  // By the kind a key ends with (`<id>:<kind>`): who wants to know of a text that failed.
  private readonly failedListeners = new Map<string, FailedTextListener>();

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PROVIDER_OVERRIDES) private readonly overrides: MessagingProviderOverrides,
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider,
    private readonly adapterHost: HttpAdapterHost,
    private readonly receptionists: ReceptionistDirectory,
    private readonly housekeeping: Housekeeping,
  ) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.db, smsOutboxMigrations);
    this.housekeeping.register('texts', pruneSentTexts);
  }

  // Only the API process sends; a CLI context (projections:rebuild) has no HTTP server.
  async onApplicationBootstrap(): Promise<void> {
    if (!this.adapterHost.httpAdapter) return;
    const logger = new Logger(SmsSender.name);
    this.sender = new SmsSender(
      this.db,
      this.provider,
      `${this.config.publicBaseUrl}${MESSAGE_STATUS_PATH}`,
      { warn: (message) => logger.warn(message), error: (message) => logger.error(message) },
      this.overrides.smsSender,
      (text) => this.tellFailed(text),
    );
    await this.sender.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.sender?.stop();
  }

  // A context that writes texts of `kind` learns which of them did not reach their recipient.
  onFailed(kind: string, listener: FailedTextListener): void {
    this.failedListeners.set(kind, listener);
  }

  private async tellFailed(text: FailedText): Promise<void> {
    await this.failedListeners.get(text.key.slice(text.key.lastIndexOf(':') + 1))?.(text);
  }

  // Who a company's texts go out as: the messaging service when configured, else the company's
  // receptionist number; null when it has neither.
  senderFor(companyId: string): Promise<TextSender | null> {
    return textSenderOf(this.db, this.config.twilioMessagingServiceSid, companyId);
  }

  isOptedOut(companyId: string, phone: string): Promise<boolean> {
    return isOptedOut(this.db, companyId, phone);
  }

  // A STOP (or START) the client texted to `to`: through the messaging service it holds for every
  // company, since they share its numbers; to a receptionist's number, for that company.
  async replied(
    reply: { to: string; from: string; messagingServiceSid: string | null },
    optedOut: boolean,
  ): Promise<void> {
    const scope =
      reply.messagingServiceSid !== null &&
      reply.messagingServiceSid === this.config.twilioMessagingServiceSid
        ? EVERY_COMPANY
        : (await this.receptionists.byPhoneNumber(reply.to))?.company_id;
    if (!scope) return;
    if (optedOut) await recordOptOut(this.db, scope, reply.from);
    else await removeOptOut(this.db, scope, reply.from);
  }

  // Twilio's word on a text it took; an unknown sid is someone else's text and ignored. Every
  // failure report is passed on (a retried callback included): listeners take a failure once.
  async statusReported(sid: string, status: string, errorCode: string | null): Promise<void> {
    if (status === 'delivered') {
      await recordTextStatus(this.db, sid, { status: 'delivered' });
      return;
    }
    if (status !== 'failed' && status !== 'undelivered') return;
    const reason = `${status}${errorCode ? ` (Twilio error ${errorCode})` : ''}`;
    const text = await recordTextStatus(this.db, sid, { status: 'failed', reason });
    if (text) await this.tellFailed({ key: text.key, to: text.to, reason });
  }

  outbox(limit = 100): Promise<TextOutboxEntry[]> {
    return readTextOutbox(this.db, limit);
  }
}
