import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';
import { runMigrations } from '../infrastructure/database/migrations.js';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type OutboxEntry = MailMessage & {
  id: string;
  created_at: Date;
  sent_at: Date | null;
  error: string | null;
};

const migrations = [
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
];

// Every message is first written to the outbox (a record of what was sent, and the whole story
// when no SMTP server is configured), then delivered over SMTP in the background, so a request
// never waits on, or reveals anything through the timing of, a mail server.
@Injectable()
export class MailService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter | null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  async onModuleInit(): Promise<void> {
    await runMigrations(this.db, migrations);
  }

  async send(message: MailMessage): Promise<void> {
    const { rows } = await this.db.query<{ id: string }>(
      'INSERT INTO mail_outbox ("to", subject, text, html) VALUES ($1, $2, $3, $4) RETURNING id',
      [message.to, message.subject, message.text, message.html ?? null],
    );
    if (!this.transport) return;
    const delivery = this.deliver(rows[0].id, message).finally(() =>
      this.inFlight.delete(delivery),
    );
    this.inFlight.add(delivery);
  }

  // Waits for deliveries under way (shutdown, tests).
  async drain(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  async outbox(limit = 100): Promise<OutboxEntry[]> {
    const { rows } = await this.db.query<OutboxEntry>(
      `SELECT id, "to", subject, text, html, created_at, sent_at, error
         FROM mail_outbox ORDER BY created_at DESC LIMIT $1`,
      [limit],
    );
    return rows;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.drain();
    this.transport?.close();
  }

  private async deliver(id: string, message: MailMessage): Promise<void> {
    try {
      await this.transport!.sendMail({ from: this.config.mailFrom, ...message });
      await this.db.query('UPDATE mail_outbox SET sent_at = now() WHERE id = $1', [id]);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`Mail to ${message.to} failed: ${reason}`);
      await this.db
        .query('UPDATE mail_outbox SET error = $2 WHERE id = $1', [id, reason])
        .catch(() => undefined);
    }
  }
}
