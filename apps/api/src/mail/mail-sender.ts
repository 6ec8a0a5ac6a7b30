import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Database } from '../infrastructure/database/database.js';
import {
  afterFailure,
  defaultOutboxSenderOptions,
  OutboxWorker,
  reasonOf,
  recordFailedAttempt,
  retryDelayMs,
} from '../infrastructure/outbox/outbox-worker.js';
import type {
  ClaimedRow,
  OutboxSenderLogger,
  OutboxSenderOptions,
  Undelivered,
  UndeliveredListener,
} from '../infrastructure/outbox/outbox-worker.js';
import { loadAttachments, OUTBOX_CHANNEL } from './outbox.js';
import type { AttachmentRef } from './outbox.js';

export { retryDelayMs };

// The SMTP exchange's timeouts (below) keep within the default lease.
export type MailSenderOptions = OutboxSenderOptions;
export const defaultMailSenderOptions = defaultOutboxSenderOptions;

export type MailSenderLogger = OutboxSenderLogger;
export type GivenUpMail = Undelivered;
export type GivenUpListener = UndeliveredListener;

type Claimed = ClaimedRow & {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: AttachmentRef[];
};

// An SMTP exchange that hangs is abandoned well within the lease.
const TRANSPORT_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

// Delivers the outbox over SMTP, each mail once: a mail is claimed with a lease (FOR UPDATE SKIP
// LOCKED, so instances sharing the database never take the same one), sent, and marked sent once
// the server accepted it. A refused or failed attempt is retried with exponential backoff until
// the mail is maxAgeMs old, then marked failed. Should an instance die between the server's
// acceptance and the mark, the lease runs out and the mail goes again with the same Message-ID,
// by which receiving systems recognise the duplicate.
export class MailSender {
  private readonly options: MailSenderOptions;
  private readonly transport: Transporter;
  private readonly domain: string;
  private readonly worker: OutboxWorker<Claimed>;

  constructor(
    private readonly db: Database,
    smtpUrl: string,
    private readonly from: string,
    private readonly logger: MailSenderLogger,
    options: Partial<MailSenderOptions> = {},
    private readonly givenUp: GivenUpListener = async () => undefined,
  ) {
    this.options = { ...defaultMailSenderOptions, ...options };
    this.transport = nodemailer.createTransport({ url: smtpUrl, ...TRANSPORT_TIMEOUTS });
    this.domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'vanilla.local';
    this.worker = new OutboxWorker<Claimed>(
      db,
      {
        table: 'mail_outbox',
        channel: OUTBOX_CHANNEL,
        waiting: 'sent_at IS NULL AND failed_at IS NULL',
        columns: '"to", subject, text, html, attachments',
        deliver: (mail) => this.deliver(mail),
      },
      { error: (message) => logger.error(`Mail sender: ${message}`) },
      this.options,
    );
  }

  start(): Promise<void> {
    return this.worker.start();
  }

  // Finishes the delivery under way, then stops.
  async stop(): Promise<void> {
    await this.worker.stop();
    this.transport.close();
  }

  // Told before the mail is marked failed: should this instance die in between, the lease runs
  // out, the mail is tried once more and, failing, told again (listeners take it once).
  private async tellGivenUp(mail: Claimed, reason: string): Promise<void> {
    try {
      await this.givenUp({ key: mail.key, to: mail.to, reason });
    } catch (error) {
      this.logger.error(`Mail to ${mail.to} given up, and not told: ${reasonOf(error)}`);
    }
  }

  private async deliver(mail: Claimed): Promise<void> {
    if (mail.expired) {
      // Written while no SMTP server was configured, or this sender was down for a day: too late
      // for a link that has expired by now.
      await this.tellGivenUp(mail, 'not delivered in time');
      await this.db.query(
        `UPDATE mail_outbox SET failed_at = now(), claimed_until = NULL,
                error = COALESCE(error, 'not delivered in time')
          WHERE id = $1`,
        [mail.id],
      );
      return;
    }
    try {
      const attachments = await loadAttachments(this.db, mail.attachments);
      await this.transport.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
        messageId: `<${createHash('sha256').update(mail.key).digest('hex').slice(0, 32)}@${this.domain}>`,
      });
    } catch (error) {
      const reason = reasonOf(error);
      const { delayMs: delay, last } = afterFailure(mail, this.options);
      if (last) await this.tellGivenUp(mail, reason);
      await recordFailedAttempt(this.db, 'mail_outbox', mail.id, reason, { delayMs: delay, last });
      if (last) this.logger.error(`Mail to ${mail.to} given up: ${reason}`);
      else this.logger.warn(`Mail to ${mail.to} failed, retrying in ${delay} ms: ${reason}`);
      return;
    }
    await this.db.query(
      `UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1, claimed_until = NULL, error = NULL
        WHERE id = $1`,
      [mail.id],
    );
  }
}
