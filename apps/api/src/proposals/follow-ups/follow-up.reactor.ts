import { Inject, Injectable } from '@nestjs/common';
import type { FollowUpSent } from '@vanilla/domain';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import type { SqlExecutor } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import type { Projection, Push } from '../../infrastructure/projections/projection.js';
import { enqueueMail, escapeHtml } from '../../mail/index.js';
import { enqueueText, textSenderOf } from '../../messaging/index.js';
import { findOwnerOfProposal } from '../proposal-storage.js';

export const FOLLOW_UP_EMAIL = 'follow-up-email';
export const FOLLOW_UP_SMS = 'follow-up-sms';

// Where the client of a follow-up mail stops them: a page that asks before it records anything
// (mail scanners open links; only the button's POST counts).
export const unsubscribePath = (token: string) => `/api/proposals/${token}/follow-ups/unsubscribe`;

// The follow-ups the scheduler recorded, delivered like step 4's sends: each FollowUpSent becomes
// one outbox row, written with this reactor's checkpoint under a key made of the event id, so it
// is written once whatever crashes or replays happen; the mail and text senders deliver from there.
@Injectable()
export class FollowUpReactor implements Projection<FollowUpSent> {
  readonly name = 'follow-up-delivery';
  readonly eventTypes: FollowUpSent['type'][] = ['FollowUpSent'];
  readonly migrations = [];
  // The outboxes are the mail and messaging contexts': a rebuild replays into them, where each
  // key already stands, so it sends nothing again.
  readonly tables: readonly string[] = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async apply(event: RecordedEvent<FollowUpSent>, tx: SqlExecutor): Promise<Push[]> {
    const { data } = event;
    const owner = await findOwnerOfProposal(tx, data.proposalId);
    if (!owner) throw new Error(`No share token for proposal ${data.proposalId}`);
    if (data.channel === 'sms') {
      await enqueueText(tx, {
        key: `${event.id}:${FOLLOW_UP_SMS}`,
        companyId: owner.companyId,
        to: data.address,
        // Carriers require the opt-out in business texts; STOP is honoured by messaging.
        body: `${data.body}\nReply STOP to opt out.`,
        sender: await textSenderOf(tx, this.config.twilioMessagingServiceSid, owner.companyId),
      });
      return [];
    }
    const unsubscribe = `${this.config.publicBaseUrl}${unsubscribePath(owner.token)}`;
    const paragraphs = data.body
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
      .join('\n');
    await enqueueMail(tx, {
      key: `${event.id}:${FOLLOW_UP_EMAIL}`,
      to: data.address,
      subject: data.subject,
      text: `${data.body}\n\n--\nNo more reminders about this proposal: ${unsubscribe}\n`,
      html: `<!doctype html>
<html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
${paragraphs}
<hr style="border:none;border-top:1px solid #e5e7eb">
<p style="font-size:12px;color:#6b7280"><a href="${escapeHtml(unsubscribe)}">Stop reminders about this proposal</a></p>
</body></html>`,
    });
    return [];
  }
}
