import { ApiExcludeController } from '@nestjs/swagger';
import { Controller, Get, Header } from '@nestjs/common';
import { escapeHtml } from '../mail/index.js';
import { MessagingService } from './messaging.service.js';
import type { TextOutboxEntry } from './sms-outbox.js';

const describe = (entry: TextOutboxEntry): string => {
  const reason = entry.error ? `: ${escapeHtml(entry.error)}` : '';
  const sid = entry.provider_sid ? ` as ${escapeHtml(entry.provider_sid)}` : '';
  switch (entry.status) {
    case 'outbox':
      return 'kept in the outbox (test mode: no Twilio credentials)';
    case 'sent':
      return `sent through Twilio${sid}, waiting for the carrier`;
    case 'delivered':
      return `delivered${sid}`;
    case 'retrying':
      return `retrying after ${entry.attempts} failed attempt(s)${reason}`;
    case 'pending':
      return 'pending: waiting for its first attempt';
    case 'failed':
      return `failed${reason}`;
    case 'skipped':
      return `not sent${reason}`;
  }
};

// The texts the app sent or is sending (development only, like /dev/outbox for mail).
@ApiExcludeController()
@Controller('dev/texts')
export class TextOutboxController {
  constructor(private readonly messaging: MessagingService) {}

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async page(): Promise<string> {
    const items = (await this.messaging.outbox())
      .map(
        (entry) => `<article data-status="${entry.status}">
  <header>to ${escapeHtml(entry.to)} from ${escapeHtml(entry.from ?? entry.messaging_service_sid ?? '—')} · ${entry.created_at.toISOString()} · ${describe(entry)}</header>
  <pre>${escapeHtml(entry.body)}</pre>
</article>`,
      )
      .join('\n');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Texts · Vanilla</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}
article{border:1px solid #e4e4e7;border-radius:12px;padding:1rem;margin:1rem 0}
header{color:#52525b;font-size:13px}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>Texts</h1><p>Text messages the app sent or is sending, newest first (development only).</p>
${items || '<p>No texts yet.</p>'}</body></html>`;
  }
}
