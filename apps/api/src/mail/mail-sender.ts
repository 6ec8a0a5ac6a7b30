import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Database, Listener } from '../infrastructure/database/database.js';
import { loadAttachments, OUTBOX_CHANNEL } from './outbox.js';
import type { AttachmentRef } from './outbox.js';

export type MailSenderOptions = {
  // The first retry waits this long, each later one twice the one before, up to maxDelayMs.
  baseDelayMs: number;
  maxDelayMs: number;
  // A mail not delivered this long after it was written is given up and marked failed.
  maxAgeMs: number;
  // How long a claimed mail is this sender's alone: longer than one SMTP exchange can last (see
  // the transport's timeouts), so no other instance takes it over while it is being sent.
  leaseMs: number;
  // Longest sleep when nothing is due and nothing wakes the sender.
  pollMs: number;
};

export const defaultMailSenderOptions: MailSenderOptions = {
  baseDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  maxAgeMs: 24 * 60 * 60_000,
  leaseMs: 5 * 60_000,
  pollMs: 10_000,
};

export type MailSenderLogger = { warn(message: string): void; error(message: string): void };

// A mail given up on, for whoever wrote it to learn (a proposal's send shows on its row).
export type GivenUpMail = { key: string; to: string; reason: string };
export type GivenUpListener = (mail: GivenUpMail) => Promise<void>;

type Claimed = {
  id: string;
  key: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: AttachmentRef[];
  attempts: number;
  created_at: Date;
  expired: boolean;
};

// The wait after the `failures`-th failed attempt: 1 min, 2, 4, … capped (with the defaults).
export const retryDelayMs = (
  failures: number,
  { baseDelayMs, maxDelayMs }: Pick<MailSenderOptions, 'baseDelayMs' | 'maxDelayMs'>,
): number => Math.min(baseDelayMs * 2 ** (failures - 1), maxDelayMs);

// An SMTP exchange that hangs is abandoned well within the lease.
const TRANSPORT_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

// Below this a sleep is not worth a timer: another instance holds the due row only for the
// instant of its claim.
const MIN_SLEEP_MS = 10;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
  private listener: Listener | null = null;
  private controller: AbortController | null = null;
  private running: Promise<void> | null = null;
  // Set by a notification; a sender woken while busy looks again instead of going to sleep.
  private woken = false;
  // Ends the sleep under way, if any.
  private wake: () => void = () => undefined;

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
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.listener = await this.db.listen(OUTBOX_CHANNEL, () => this.wakeUp());
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
    this.transport.close();
  }

  private wakeUp(): void {
    this.woken = true;
    this.wake();
  }

  private async run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        this.woken = false;
        const mail = await this.claim();
        if (mail) {
          await this.deliver(mail);
          continue;
        }
        await this.sleep(await this.msUntilDue());
      } catch (error) {
        // The database is away: try again later rather than spin.
        this.logger.error(`Mail sender: ${reasonOf(error)}`);
        await this.sleep(this.options.pollMs);
      }
    }
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

  private async claim(): Promise<Claimed | null> {
    const { leaseMs, maxAgeMs } = this.options;
    const { rows } = await this.db.query<Claimed>(
      `UPDATE mail_outbox SET claimed_until = now() + $1 * interval '1 millisecond'
        WHERE id = (
          SELECT id FROM mail_outbox
           WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
             AND (claimed_until IS NULL OR claimed_until <= now())
           ORDER BY next_attempt_at
           LIMIT 1
           FOR UPDATE SKIP LOCKED)
        RETURNING id, idempotency_key AS key, "to", subject, text, html, attachments, attempts,
                  created_at,
                  created_at <= now() - $2 * interval '1 millisecond' AS expired`,
      [leaseMs, maxAgeMs],
    );
    return rows[0] ?? null;
  }

  // Until the earliest pending mail is due (or its lease runs out), at most pollMs.
  private async msUntilDue(): Promise<number> {
    const { rows } = await this.db.query<{ ms: number | null }>(
      `SELECT (EXTRACT(EPOCH FROM min(GREATEST(next_attempt_at, COALESCE(claimed_until, next_attempt_at))) - now()) * 1000)::float8 AS ms
         FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL`,
    );
    const ms = rows[0].ms ?? this.options.pollMs;
    return Math.min(Math.max(ms, MIN_SLEEP_MS), this.options.pollMs);
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
      const delay = retryDelayMs(mail.attempts + 1, this.options);
      // The next attempt would come after the mail's time is up: this one was the last.
      const last = Date.now() + delay > mail.created_at.getTime() + this.options.maxAgeMs;
      if (last) await this.tellGivenUp(mail, reason);
      await this.db.query(
        `UPDATE mail_outbox
            SET attempts = attempts + 1, claimed_until = NULL, error = $2,
                next_attempt_at = now() + $3 * interval '1 millisecond',
                failed_at = CASE WHEN $4::boolean THEN now() END
          WHERE id = $1`,
        [mail.id, reason, delay, last],
      );
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
