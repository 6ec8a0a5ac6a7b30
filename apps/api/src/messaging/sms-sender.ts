import type { Database } from '../infrastructure/database/database.js';
import {
  afterFailure,
  defaultOutboxSenderOptions,
  OutboxWorker,
  reasonOf,
} from '../infrastructure/outbox/outbox-worker.js';
import type {
  ClaimedRow,
  OutboxSenderLogger,
  OutboxSenderOptions,
  Undelivered,
  UndeliveredListener,
} from '../infrastructure/outbox/outbox-worker.js';
import { isOptedOut, SMS_OUTBOX_CHANNEL } from './sms-outbox.js';
import { TextRefusedError } from './sms-provider.js';
import type { SmsProvider } from './sms-provider.js';

// A text not sent within maxAgeMs is given up: a link a day late is news to nobody.
export type SmsSenderOptions = OutboxSenderOptions;

export type FailedText = Undelivered;
export type FailedTextListener = UndeliveredListener;

type Claimed = ClaimedRow & {
  company_id: string;
  to: string;
  from: string | null;
  messaging_service_sid: string | null;
  body: string;
};

export const OPTED_OUT_REASON = 'the recipient replied STOP to texts';
export const NO_SENDER_REASON = 'no number to send it from';

// Delivers the text outbox through the provider, each text once: claimed with a lease (the
// outbox worker's), checked against the opt-outs at the last moment, sent, and marked with the
// provider's id for its status callbacks. A refused text fails at once; any other failure is
// retried with backoff until maxAgeMs.
export class SmsSender {
  private readonly options: SmsSenderOptions;
  private readonly worker: OutboxWorker<Claimed>;

  constructor(
    private readonly db: Database,
    private readonly provider: SmsProvider,
    private readonly statusCallback: string,
    private readonly logger: OutboxSenderLogger,
    options: Partial<SmsSenderOptions> = {},
    private readonly failed: FailedTextListener = async () => undefined,
  ) {
    this.options = { ...defaultOutboxSenderOptions, ...options };
    this.worker = new OutboxWorker<Claimed>(
      db,
      {
        table: 'sms_outbox',
        channel: SMS_OUTBOX_CHANNEL,
        waiting: "status IN ('pending', 'retrying')",
        columns: 'company_id, "to", "from", messaging_service_sid, body',
        deliver: (text) => this.deliver(text),
      },
      { error: (message) => logger.error(`SMS sender: ${message}`) },
      this.options,
    );
  }

  start(): Promise<void> {
    return this.worker.start();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }

  // A text that will not reach its recipient, failed or never sent: its writer is told (a
  // proposal's row shows it) before the mark; should this instance die in between, the text is
  // tried and told again, and listeners take a failure once.
  private async finish(text: Claimed, status: 'skipped' | 'failed', reason: string): Promise<void> {
    try {
      await this.failed({ key: text.key, to: text.to, reason });
    } catch (error) {
      this.logger.error(`Text to ${text.to} not sent, and not told: ${reasonOf(error)}`);
    }
    await this.db.query(
      `UPDATE sms_outbox SET status = $2, error = $3, claimed_until = NULL WHERE id = $1`,
      [text.id, status, reason],
    );
  }

  private async deliver(text: Claimed): Promise<void> {
    // The client may have replied STOP since the text was written.
    if (await isOptedOut(this.db, text.company_id, text.to)) {
      return this.finish(text, 'skipped', OPTED_OUT_REASON);
    }
    if (text.expired) return this.finish(text, 'failed', 'not sent in time');
    const sender = text.messaging_service_sid
      ? { messagingServiceSid: text.messaging_service_sid }
      : text.from
        ? { from: text.from }
        : null;
    if (!sender) return this.finish(text, 'skipped', NO_SENDER_REASON);
    try {
      const accepted = await this.provider.send({
        to: text.to,
        body: text.body,
        sender,
        statusCallback: this.statusCallback,
      });
      await this.db.query(
        `UPDATE sms_outbox SET status = $2, provider_sid = $3, sent_at = now(),
                attempts = attempts + 1, claimed_until = NULL, error = NULL
          WHERE id = $1`,
        [text.id, accepted.kind, accepted.kind === 'sent' ? accepted.sid : null],
      );
    } catch (error) {
      const reason = reasonOf(error);
      const next = afterFailure(text, this.options);
      const delay = next.delayMs;
      const last = error instanceof TextRefusedError || next.last;
      if (last) {
        this.logger.error(`Text to ${text.to} given up: ${reason}`);
        await this.db.query('UPDATE sms_outbox SET attempts = attempts + 1 WHERE id = $1', [
          text.id,
        ]);
        return this.finish(text, 'failed', reason);
      }
      this.logger.warn(`Text to ${text.to} failed, retrying in ${delay} ms: ${reason}`);
      await this.db.query(
        `UPDATE sms_outbox
            SET status = 'retrying', attempts = attempts + 1, claimed_until = NULL, error = $2,
                next_attempt_at = now() + $3 * interval '1 millisecond'
          WHERE id = $1`,
        [text.id, reason, delay],
      );
    }
  }
}
