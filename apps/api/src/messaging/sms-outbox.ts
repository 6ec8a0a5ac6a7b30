import type { SqlExecutor } from '../infrastructure/database/database.js';
import type { Migration } from '../infrastructure/database/migrations.js';
import { findTextingNumber } from '../receptionists/index.js';

// Who a text goes out as: the messaging service (Twilio picks the number from its pool) or one of
// the company's own numbers.
export type TextSender = { messagingServiceSid: string } | { from: string };

// The messaging service when configured, else the company's receptionist number; null when the
// company has neither.
export const textSenderOf = async (
  db: SqlExecutor,
  messagingServiceSid: string | null,
  companyId: string,
): Promise<TextSender | null> => {
  if (messagingServiceSid) return { messagingServiceSid };
  const from = await findTextingNumber(db, companyId);
  return from ? { from } : null;
};

// `key` names what the text is for (`<event id>:send-sms`): a text whose key is already in the
// outbox is not written again, so a replay enqueues nothing. A null sender (the company's number
// went since the send was accepted) is written all the same: the sender marks it skipped and
// tells its writer, as it does a text to a number that replied STOP meanwhile.
export type OutboxText = {
  key: string;
  companyId: string;
  to: string;
  body: string;
  sender: TextSender | null;
};

// pending/retrying: waiting for an attempt; outbox: kept here, no provider configured (test
// mode); sent: the provider took it (its sid is known); delivered: the carrier said so; failed:
// refused or not delivered; skipped: never sent, with the reason (the client replied STOP).
export type TextStatus =
  'pending' | 'retrying' | 'outbox' | 'sent' | 'delivered' | 'failed' | 'skipped';

export type TextOutboxEntry = {
  id: string;
  key: string;
  to: string;
  from: string | null;
  messaging_service_sid: string | null;
  body: string;
  status: TextStatus;
  attempts: number;
  provider_sid: string | null;
  created_at: Date;
  next_attempt_at: Date;
  sent_at: Date | null;
  error: string | null;
};

export const SMS_OUTBOX_CHANNEL = 'sms_outbox';

// The scope of an opt-out that came through the messaging service: its numbers are shared by
// every company, and so is a STOP sent to them.
export const EVERY_COMPANY = '*';

export const smsOutboxMigrations: Migration[] = [
  {
    id: 'messaging-001',
    sql: `
CREATE TABLE sms_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  idempotency_key text NOT NULL,
  company_id text NOT NULL,
  "to" text NOT NULL,
  "from" text,
  messaging_service_sid text,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  attempts int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  sent_at timestamptz,
  provider_sid text,
  error text
)
--;
CREATE UNIQUE INDEX sms_outbox_idempotency_key ON sms_outbox (idempotency_key)
--;
CREATE UNIQUE INDEX sms_outbox_provider_sid ON sms_outbox (provider_sid)
  WHERE provider_sid IS NOT NULL
--;
CREATE INDEX sms_outbox_due ON sms_outbox (next_attempt_at)
  WHERE status IN ('pending', 'retrying')
--;
CREATE TABLE sms_opt_outs (
  scope text NOT NULL,
  phone text NOT NULL,
  opted_out_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, phone)
)`,
  },
];

// Writes the text unless its key is already there, in the caller's transaction (a reactor's, with
// its checkpoint), and wakes the senders when that commits. True when it was written now.
export const enqueueText = async (db: SqlExecutor, text: OutboxText): Promise<boolean> => {
  const from = text.sender && 'from' in text.sender ? text.sender.from : null;
  const service =
    text.sender && 'messagingServiceSid' in text.sender ? text.sender.messagingServiceSid : null;
  const { rows } = await db.query(
    `WITH written AS (
       INSERT INTO sms_outbox (idempotency_key, company_id, "to", "from", messaging_service_sid, body)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id)
     SELECT pg_notify('${SMS_OUTBOX_CHANNEL}', '') FROM written`,
    [text.key, text.companyId, text.to, from, service, text.body],
  );
  return rows.length > 0;
};

// The bodies of texts sent long ago are dropped (as mail's are); the row stays, with its key, so
// that a reactor replaying the log never sends that text again.
export const pruneSentTexts = async (tx: SqlExecutor): Promise<number> => {
  const { rowCount } = await tx.query(
    `UPDATE sms_outbox SET body = ''
      WHERE sent_at < now() - interval '30 days' AND body <> ''`,
  );
  return rowCount;
};

export const readTextOutbox = async (db: SqlExecutor, limit = 100): Promise<TextOutboxEntry[]> => {
  const { rows } = await db.query<TextOutboxEntry>(
    `SELECT id, idempotency_key AS key, "to", "from", messaging_service_sid, body, status,
            attempts, provider_sid, created_at, next_attempt_at, sent_at, error
       FROM sms_outbox ORDER BY created_at DESC LIMIT $1`,
    [limit],
  );
  return rows;
};

export const isOptedOut = async (
  db: SqlExecutor,
  companyId: string,
  phone: string,
): Promise<boolean> => {
  const { rows } = await db.query(
    'SELECT 1 FROM sms_opt_outs WHERE phone = $1 AND scope IN ($2, $3) LIMIT 1',
    [phone, companyId, EVERY_COMPANY],
  );
  return rows.length > 0;
};

export const recordOptOut = (db: SqlExecutor, scope: string, phone: string) =>
  db.query(
    'INSERT INTO sms_opt_outs (scope, phone) VALUES ($1, $2) ON CONFLICT (scope, phone) DO NOTHING',
    [scope, phone],
  );

export const removeOptOut = (db: SqlExecutor, scope: string, phone: string) =>
  db.query('DELETE FROM sms_opt_outs WHERE scope = $1 AND phone = $2', [scope, phone]);

// The carrier's word on a text Twilio took; a late "sent" never undoes "delivered", and nothing
// undoes "failed". The text's key and recipient, or null for a sid that is none of ours.
export const recordTextStatus = async (
  db: SqlExecutor,
  providerSid: string,
  outcome: { status: 'delivered' } | { status: 'failed'; reason: string },
): Promise<{ key: string; to: string } | null> => {
  const { rows } = await db.query<{ key: string; to: string }>(
    outcome.status === 'delivered'
      ? `UPDATE sms_outbox SET status = CASE WHEN status = 'sent' THEN 'delivered' ELSE status END
          WHERE provider_sid = $1 RETURNING idempotency_key AS key, "to"`
      : `UPDATE sms_outbox SET status = 'failed', error = COALESCE(error, $2)
          WHERE provider_sid = $1 RETURNING idempotency_key AS key, "to"`,
    outcome.status === 'delivered' ? [providerSid] : [providerSid, outcome.reason],
  );
  return rows[0] ?? null;
};
