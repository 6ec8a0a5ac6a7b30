import { createHash } from 'node:crypto';
import type { SqlExecutor } from '../infrastructure/database/database.js';
import type { Migration } from '../infrastructure/database/migrations.js';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

// A file sent with a mail; the outbox keeps its bytes once, by their SHA-256.
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

// How a mail's row names its files (its `attachments` column).
export type AttachmentRef = { filename: string; contentType: string; sha256: string };

// `key` names what the mail is for (`<event id>:<kind>`, `invitation:<id>`): a mail whose key is
// already in the outbox is not written again, so a replay or a retried request enqueues nothing.
export type OutboxMail = MailMessage & { key: string; attachments?: readonly MailAttachment[] };

export type OutboxStatus = 'pending' | 'retrying' | 'sent' | 'failed';

export type OutboxEntry = MailMessage & {
  id: string;
  attachments: AttachmentRef[];
  key: string;
  status: OutboxStatus;
  attempts: number;
  created_at: Date;
  next_attempt_at: Date;
  sent_at: Date | null;
  failed_at: Date | null;
  // Why the last attempt failed.
  error: string | null;
};

// Senders listen here; a NOTIFY is delivered on commit, so a woken sender finds the row.
export const OUTBOX_CHANNEL = 'mail_outbox';

export const outboxMigrations: Migration[] = [
  {
    id: 'mail-001',
    sql: `
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "to" text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  error text
)`,
  },
  {
    id: 'mail-002',
    sql: `
ALTER TABLE mail_outbox
  ADD COLUMN idempotency_key text,
  ADD COLUMN attempts int NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN claimed_until timestamptz,
  ADD COLUMN failed_at timestamptz
--;
UPDATE mail_outbox SET idempotency_key = 'mail:' || id, next_attempt_at = created_at
--;
ALTER TABLE mail_outbox ALTER COLUMN idempotency_key SET NOT NULL
--;
CREATE UNIQUE INDEX mail_outbox_idempotency_key ON mail_outbox (idempotency_key)
--;
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at)
  WHERE sent_at IS NULL AND failed_at IS NULL`,
  },
  {
    id: 'mail-003',
    sql: `
CREATE TABLE mail_attachments (
  sha256 text PRIMARY KEY,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)
--;
ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'`,
  },
];

// Writes the mail unless its key is already there, through `db` or the caller's transaction (a
// reactor's, with its checkpoint; an account change's, with its token), and wakes the senders
// when that commits. True when it was written now.
export const enqueueMail = async (db: SqlExecutor, mail: OutboxMail): Promise<boolean> => {
  const refs: AttachmentRef[] = [];
  for (const { filename, contentType, content } of mail.attachments ?? []) {
    const sha256 = createHash('sha256').update(content).digest('hex');
    await db.query(
      'INSERT INTO mail_attachments (sha256, bytes) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [sha256, content],
    );
    refs.push({ filename, contentType, sha256 });
  }
  const { rows } = await db.query(
    `WITH written AS (
       INSERT INTO mail_outbox (idempotency_key, "to", subject, text, html, attachments)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id)
     SELECT pg_notify('${OUTBOX_CHANNEL}', '') FROM written`,
    [mail.key, mail.to, mail.subject, mail.text, mail.html ?? null, JSON.stringify(refs)],
  );
  return rows.length > 0;
};

// The bytes of the files a mail names, in its order; an error names a file that is gone.
export const loadAttachments = async (
  db: SqlExecutor,
  refs: readonly AttachmentRef[],
): Promise<MailAttachment[]> => {
  if (refs.length === 0) return [];
  const { rows } = await db.query<{ sha256: string; bytes: Uint8Array }>(
    'SELECT sha256, bytes FROM mail_attachments WHERE sha256 = ANY($1)',
    [refs.map((ref) => ref.sha256)],
  );
  const bytes = new Map(rows.map((row) => [row.sha256, Buffer.from(row.bytes)]));
  return refs.map(({ filename, contentType, sha256 }) => {
    const content = bytes.get(sha256);
    if (!content) throw new Error(`Attachment ${filename} (${sha256}) is missing`);
    return { filename, contentType, content };
  });
};

// One stored file as the first mail that carries it names it, for /dev/outbox.
export const loadAttachment = async (
  db: SqlExecutor,
  sha256: string,
): Promise<MailAttachment | null> => {
  const { rows } = await db.query<{ filename: string; content_type: string; bytes: Uint8Array }>(
    `SELECT ref->>'filename' AS filename, ref->>'contentType' AS content_type, a.bytes
       FROM mail_attachments a
       JOIN mail_outbox m ON m.attachments @> jsonb_build_array(jsonb_build_object('sha256', a.sha256))
       CROSS JOIN LATERAL jsonb_array_elements(m.attachments) AS ref
      WHERE a.sha256 = $1 AND ref->>'sha256' = $1
      ORDER BY m.created_at LIMIT 1`,
    [sha256],
  );
  const row = rows[0];
  return row
    ? { filename: row.filename, contentType: row.content_type, content: Buffer.from(row.bytes) }
    : null;
};

export const readOutbox = async (db: SqlExecutor, limit = 100): Promise<OutboxEntry[]> => {
  const { rows } = await db.query<OutboxEntry>(
    `SELECT id, idempotency_key AS key, "to", subject, text, html, attachments,
            CASE WHEN sent_at IS NOT NULL THEN 'sent'
                 WHEN failed_at IS NOT NULL THEN 'failed'
                 WHEN attempts > 0 THEN 'retrying'
                 ELSE 'pending' END AS status,
            attempts, created_at, next_attempt_at, sent_at, failed_at, error
       FROM mail_outbox ORDER BY created_at DESC LIMIT $1`,
    [limit],
  );
  return rows;
};

// Mail not yet delivered and not given up on: pending or waiting for its next attempt.
export const countUndelivered = async (db: SqlExecutor): Promise<number> => {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL',
  );
  return rows[0].count;
};

// How long a sent mail's body is kept (for /dev/outbox and for looking into a complaint).
const SENT_BODIES_KEPT = "interval '30 days'";

// The bodies of mail sent long ago are dropped; the row stays, with its key and when it was sent,
// so that a reactor replaying the log finds the key and never sends that mail again.
// Their files go with them once no mail names them any more.
export const pruneSentMail = async (tx: SqlExecutor): Promise<number> => {
  const { rowCount } = await tx.query(
    `UPDATE mail_outbox SET text = '', html = NULL, attachments = '[]'
      WHERE sent_at < now() - ${SENT_BODIES_KEPT}
        AND (text <> '' OR html IS NOT NULL OR attachments <> '[]')`,
  );
  if (rowCount > 0) {
    await tx.query(
      `DELETE FROM mail_attachments a
        WHERE NOT EXISTS (SELECT 1 FROM mail_outbox m
                           WHERE m.attachments @> jsonb_build_array(jsonb_build_object('sha256', a.sha256)))`,
    );
  }
  return rowCount;
};
