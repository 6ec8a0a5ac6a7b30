import { ApiExcludeController } from '@nestjs/swagger';
import { Controller, Get, Header, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { escapeHtml } from './html.js';
import { MailService } from './mail.service.js';
import type { HttpReply } from '../infrastructure/http/http.js';
import type { OutboxEntry } from './outbox.js';

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

// The mail the app sent or is sending, with how its delivery stands, so whoever runs it locally
// can open a reset or invitation link without a mail server. Only a local client outside
// production reaches it (guardDevelopmentAids).
// Not part of the API's public documentation (/api/docs).
@ApiExcludeController()
@Controller('dev/outbox')
export class OutboxController {
  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async page(): Promise<string> {
    const entries = await this.mail.outbox();
    const items = entries
      .map(
        (entry) => `<article data-status="${entry.status}">
  <header><strong>${escapeHtml(entry.subject)}</strong><br>
  to ${escapeHtml(entry.to)} · ${entry.created_at.toISOString()} ·
  ${this.describe(entry)}</header>
  <pre>${linkify(escapeHtml(entry.text))}</pre>${this.files(entry)}
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
<body><h1>Outbox</h1><p>Mail the app sent or is sending, newest first (development only).</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
  }

  // A file a mail carries, as the receiver would get it.
  @Get('attachments/:sha256')
  async attachment(
    @Param('sha256') sha256: string,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<Buffer> {
    const file = await this.mail.attachment(sha256);
    if (!file) throw new NotFoundException('Attachment not found');
    response.header('Content-Type', file.contentType);
    response.header(
      'Content-Disposition',
      `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
    );
    response.header('Cache-Control', 'no-store');
    response.header('X-Content-Type-Options', 'nosniff');
    return file.content;
  }

  private files(entry: OutboxEntry): string {
    if (entry.attachments.length === 0) return '';
    const links = entry.attachments.map(
      ({ filename, sha256 }) =>
        `<li><a href="/dev/outbox/attachments/${sha256}">${escapeHtml(filename)}</a> <small>sha256 ${sha256}</small></li>`,
    );
    return `\n  <ul>${links.join('')}</ul>`;
  }

  private describe(entry: OutboxEntry): string {
    const reason = entry.error ? `: ${escapeHtml(entry.error)}` : '';
    switch (entry.status) {
      case 'sent':
        return `sent over SMTP at ${entry.sent_at!.toISOString()} (${count(entry.attempts, 'attempt')})`;
      case 'retrying':
        return `retrying after ${count(entry.attempts, 'failed attempt')}, next attempt ${entry.next_attempt_at.toISOString()}${reason}`;
      case 'failed':
        return `failed after ${count(entry.attempts, 'attempt')}${reason}`;
      case 'pending':
        return this.config.smtpUrl
          ? 'pending: waiting for its first attempt'
          : 'pending: kept in the outbox (no SMTP_URL is set)';
    }
  }
}
