import { randomUUID } from 'node:crypto';
import { eventually } from './eventually.js';
import { startFakeSmtpServer } from './fake-smtp-server.js';
import type { FakeSmtpServer } from './fake-smtp-server.js';
import type { ProviderOverrides } from '../app.module.js';
import type { MailProviderOverrides } from '../mail/index.js';
import { startSuiteApp } from './test-app.js';
import type { TestApp } from './test-app.js';

// Retries within milliseconds instead of minutes.
export const fastRetries = { baseDelayMs: 20, maxDelayMs: 200 };

export type MailingSuite = { app: TestApp; smtp: FakeSmtpServer; close(): Promise<void> };

// A suite's app delivering to its own fake SMTP server, retrying within milliseconds.
export const startMailingSuite = async (
  kind: 'pglite' | 'postgres',
  {
    env = {},
    mailSender = {},
    providerOverrides = {},
  }: {
    env?: Record<string, string>;
    mailSender?: MailProviderOverrides['mailSender'];
    providerOverrides?: ProviderOverrides;
  } = {},
): Promise<MailingSuite> => {
  const smtp = await startFakeSmtpServer();
  const app = await startSuiteApp(kind, {
    env: { SMTP_URL: smtp.url, ...env },
    providerOverrides: { ...providerOverrides, mailSender: { ...fastRetries, ...mailSender } },
  });
  return {
    app,
    smtp,
    close: async () => {
      await app.close();
      await smtp.close();
    },
  };
};

// A mailbox of its own for one test.
export const mailAddress = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;

export type OutboxRow = {
  id: string;
  to: string;
  subject: string;
  text: string;
  attempts: number;
  sent_at: Date | null;
};

export const outboxRowsTo = async (app: TestApp, to: string) =>
  (
    await app.db.query<OutboxRow>(
      `SELECT id, "to", subject, text, attempts, sent_at FROM mail_outbox WHERE "to" = $1
        ORDER BY created_at`,
      [to],
    )
  ).rows;

export const untilSent = (app: TestApp, to: string, count = 1) =>
  eventually(`${count} mail(s) to ${to} are sent`, async () => {
    const rows = await outboxRowsTo(app, to);
    return rows.length === count && rows.every((row) => row.sent_at !== null);
  });

export const receivedBy = (smtp: FakeSmtpServer, to: string) =>
  smtp.received.filter((mail) => mail.to.includes(to));
