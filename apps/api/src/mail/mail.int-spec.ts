import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../config/app-config.js';
import { createPgliteDatabase } from '../infrastructure/database/pglite-database.js';
import type { Database } from '../infrastructure/database/database.js';
import { MailService } from './mail.service.js';

type Received = { from: string; to: string[]; raw: string };

// Undoes quoted-printable soft breaks and escapes so the body can be read as text.
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe(MailService.name, () => {
  beforeAll(() => Logger.overrideLogger(false));

  let server: SMTPServer;
  let port: number;
  let db: Database;
  const received: Received[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
    db = await createPgliteDatabase();
  });

  afterAll(async () => {
    await db.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('should deliver over SMTP when SMTP_URL is set and mark the outbox entry sent', async () => {
    const config = loadConfig({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Vanilla <hello@vanilla.test>',
    });
    const sut = new MailService(db, config);
    await sut.onModuleInit();
    const link = 'http://localhost:3000/reset-password?token=abc123&email=dana%40example.com';
    await sut.send({
      to: 'dana@example.com',
      subject: 'Reset your Vanilla password',
      text: `Open ${link}`,
    });
    await sut.drain();

    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('hello@vanilla.test');
    expect(received[0].to).toEqual(['dana@example.com']);
    expect(received[0].raw).toMatch(/^Subject: Reset your Vanilla password$/m);
    expect(decodeQuotedPrintable(received[0].raw)).toContain(link);
    const [entry] = await sut.outbox();
    expect(entry).toMatchObject({ to: 'dana@example.com', error: null });
    expect(entry.sent_at).toBeInstanceOf(Date);
    await sut.onApplicationShutdown();
  });

  it('should keep the message in the outbox with the reason when the server refuses it', async () => {
    const config = loadConfig({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const sut = new MailService(db, config);
    await sut.send({ to: 'eli@example.com', subject: 'Hello', text: 'Hi' });
    await sut.drain();
    const [entry] = await sut.outbox(1);
    expect(entry).toMatchObject({ to: 'eli@example.com', sent_at: null });
    expect(entry.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
