import { Controller, Get, Header } from '@nestjs/common';
import { MailService } from './mail.service.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

// The mail the app would have sent, so whoever runs it locally can open a reset or invitation
// link without a mail server. Only a local client outside production reaches it
// (guardDevelopmentAids).
@Controller('dev/outbox')
export class OutboxController {
  constructor(private readonly mail: MailService) {}

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async page(): Promise<string> {
    const entries = await this.mail.outbox();
    const items = entries
      .map(
        (entry) => `<article>
  <header><strong>${escapeHtml(entry.subject)}</strong><br>
  to ${escapeHtml(entry.to)} · ${entry.created_at.toISOString()} ·
  ${entry.sent_at ? 'sent over SMTP' : entry.error ? `failed: ${escapeHtml(entry.error)}` : 'kept in the outbox'}</header>
  <pre>${linkify(escapeHtml(entry.text))}</pre>
</article>`,
      )
      .join('\n');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Outbox · Vanilla</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#18181b}
article{border:1px solid #e4e4e7;border-radius:12px;padding:1rem;margin:1rem 0}
header{color:#52525b;font-size:13px}header strong{color:#18181b;font-size:15px}
pre{white-space:pre-wrap;font:inherit}a{color:#4f46e5}</style></head>
<body><h1>Outbox</h1><p>Mail the app sent, newest first (development only).</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
  }
}
