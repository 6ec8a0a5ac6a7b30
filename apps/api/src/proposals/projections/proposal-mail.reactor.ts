import { Inject, Injectable } from '@nestjs/common';
import { choiceSummary, proposalReference } from '@vanilla/domain';
import { proposalStreamName } from '@vanilla/domain';
import type {
  ProposalDeclined,
  ProposalMessageReceived,
  ProposalNewLinkRequested,
  ProposalSent,
  ProposalShared,
  ProposalSigned,
  ProposalViewed,
} from '@vanilla/domain';
import { webRoutes } from '@vanilla/contracts';
import { companySignature, findAddressees, findCompanyDetails } from '../../accounts/index.js';
import type { Contact } from '../../accounts/index.js';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import type { SqlExecutor } from '../../infrastructure/database/database.js';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.js';
import type { EventStore, RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import type { Projection, Push } from '../../infrastructure/projections/projection.js';
import { enqueueMail } from '../../mail/index.js';
import type { MailAttachment } from '../../mail/index.js';
import { enqueueText, textSenderOf } from '../../messaging/index.js';
import {
  findOwnerOfProposal,
  proposalDeliveryMigrations,
  recordProposalDelivery,
} from '../proposal-storage.js';
import { proposalLinkMail } from './proposal-link-mail.js';
import { proposalLinkText } from './proposal-link-text.js';
import type { TokenOwner } from '../proposal-storage.js';
import { SEALED_PDF_TYPE, sealedPdfName, sealedPdfOf } from '../sealed-pdf/sealed-pdfs.js';

// The kind of the client's mail and text of a send, the last part of their outbox keys.
export const SEND_EMAIL = 'send-email';
export const SEND_SMS = 'send-sms';

// Events recorded before mail followed the log lack the title: their handler mailed them then.
type Recorded<Data> = Omit<Data, 'title'> & { title?: string };

// One notice per event, whoever it goes to (its key stays the event's): the creator, or the
// managers of a creator removed from the team.
const addressOf = (team: readonly Contact[]) => team.map((contact) => contact.email).join(', ');
const namesOf = (team: readonly Contact[]) => team.map((contact) => contact.username).join(', ');

// The mail a proposal's events promise, as a reactor: a projection whose read model is the
// outbox. Each mail is written in the transaction that moves the checkpoint, under a key made of
// the event id and the mail's kind, so it is written once per event whatever crashes or replays
// happen; the mail sender delivers it from there. Step 4's texts go the same way, to the text
// outbox (the name stays: it keys the checkpoint).
@Injectable()
export class ProposalMailReactor implements Projection {
  readonly name = 'proposal-mail';
  readonly eventTypes = [
    'ProposalSigned',
    'ProposalMessageReceived',
    'ProposalDeclined',
    'ProposalNewLinkRequested',
    'ProposalSent',
    'ProposalViewed',
  ];
  // The outbox is the mail context's table, created by its module before projections start; the
  // deliveries (which send a mail was) are the proposals'.
  readonly migrations = proposalDeliveryMigrations;
  // Nothing to empty or build beside: a rebuild replays into the live outbox, where every mail's
  // key already stands, so it neither writes nor sends anything again.
  readonly tables: readonly string[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  // Only a proposal's first view is mailed: a batch of later ones costs no transaction (the
  // runner moves the checkpoint as over events of other types).
  readonly scripted: Projection['scripted'] = {
    eventTypes: ['ProposalViewed'],
    statement: (event) => ((event.data as ProposalViewed['data']).first ? 'apply' : null),
    pushes: () => [],
  };

  async apply(event: RecordedEvent, tx: SqlExecutor): Promise<Push[]> {
    if (event.type === 'ProposalSigned') {
      await this.signed(event.id, event.data as Recorded<ProposalSigned['data']>, tx);
    } else if (event.type === 'ProposalMessageReceived') {
      await this.messaged(event.id, event.data as Recorded<ProposalMessageReceived['data']>, tx);
    } else if (event.type === 'ProposalDeclined') {
      await this.declined(event.id, event.data as Recorded<ProposalDeclined['data']>, tx);
    } else if (event.type === 'ProposalNewLinkRequested') {
      await this.newLinkRequested(event.id, event.data as ProposalNewLinkRequested['data'], tx);
    } else if (event.type === 'ProposalSent') {
      await this.sent(event.id, event.data as ProposalSent['data'], tx);
    } else if (event.type === 'ProposalViewed') {
      await this.viewed(event.id, event.data as ProposalViewed['data'], tx);
    }
    return [];
  }

  private async signed(eventId: string, data: Recorded<ProposalSigned['data']>, tx: SqlExecutor) {
    if (data.title === undefined) return;
    const owner = await this.owner(tx, data.proposalId);
    const link = this.link(owner);
    const at = new Date(data.signedAt).toUTCString();
    const chosen = data.choice ? `\n\nChosen: ${choiceSummary(data.choice)}.` : '';
    // Signed by the company the signer dealt with, with the ways to reach it its profile gives
    // now (under the name they signed with, if it has none).
    const company = await findCompanyDetails(tx, owner.companyId);
    const signature = company
      ? companySignature({ ...company, name: company.name || data.companyName })
      : '';
    // Both sides keep the sealed PDF of what was signed. It is made (and stored) here, in this
    // transaction, from the log up to the signature, so a replay attaches the same bytes.
    const sealed = await sealedPdfOf(tx, this.store, owner);
    if (!sealed) throw new Error(`Proposal ${data.proposalId} has no signature to seal`);
    const attachments: MailAttachment[] = [
      {
        filename: sealedPdfName(proposalReference(owner.proposalId)),
        contentType: SEALED_PDF_TYPE,
        content: sealed.pdf,
      },
    ];
    const attached = `The signed proposal is attached as a sealed PDF (SHA-256 ${sealed.sha256}).`;
    await enqueueMail(tx, {
      key: `${eventId}:signer-confirmation`,
      to: data.signerEmail,
      subject: `You signed "${data.title}"`,
      text: `Hi ${data.signerName},\n\nThank you for signing "${data.title}" from ${data.companyName} on ${at}.${chosen}\n\n${attached}\n\nYou can open the signed proposal at any time:\n${link}\n\nFingerprint of the signed text (SHA-256): ${data.contentHash}\n${signature}`,
      attachments,
    });
    await this.noticeToTeam(
      tx,
      eventId,
      owner,
      (names) => ({
        subject: `${data.signerName} signed "${data.title}"`,
        text: `Good news, ${names}: ${data.signerName} (${data.signerEmail}) signed "${data.title}" on ${at}.${chosen}\n\n${attached}\n\n${link}\n`,
      }),
      attachments,
    );
  }

  private async messaged(
    eventId: string,
    data: Recorded<ProposalMessageReceived['data']>,
    tx: SqlExecutor,
  ) {
    if (data.title === undefined) return;
    const owner = await this.owner(tx, data.proposalId);
    await this.noticeToTeam(tx, eventId, owner, () => ({
      subject: `${data.name} has a question about "${data.title}"`,
      text: `${data.name} (${data.email}) wrote about "${data.title}":\n\n${data.message}\n\nReply to ${data.email}, or open the proposal: ${this.link(owner)}\n`,
    }));
  }

  // The client's "no" reaches the contractor at once, with the reason when they gave one.
  private async declined(
    eventId: string,
    data: Recorded<ProposalDeclined['data']>,
    tx: SqlExecutor,
  ) {
    if (data.title === undefined) return;
    const owner = await this.owner(tx, data.proposalId);
    const client = data.clientName || 'Your client';
    const at = new Date(data.declinedAt).toUTCString();
    const reason = data.reason ? `Their reason:\n\n${data.reason}\n\n` : 'They gave no reason.\n\n';
    await this.noticeToTeam(tx, eventId, owner, (names) => ({
      subject: `${client} declined "${data.title}"`,
      text: `${names}, ${client} declined "${data.title}" on ${at}.\n\n${reason}${this.link(owner)}\n`,
    }));
  }

  // The client found the link expired: the contractor may extend it from the dashboard.
  private async newLinkRequested(
    eventId: string,
    data: ProposalNewLinkRequested['data'],
    tx: SqlExecutor,
  ) {
    const owner = await this.owner(tx, data.proposalId);
    const client = data.clientName || 'Your client';
    const expired = new Date(data.expiresAt).toUTCString();
    const note = data.message ? `Their message:\n\n${data.message}\n\n` : '';
    await this.noticeToTeam(tx, eventId, owner, (names) => ({
      subject: `${client} asked for a new link to "${data.title}"`,
      text: `${names}, ${client} opened "${data.title}" after its link expired (${expired}) and asked for a new one.\n\n${note}Extend it from your dashboard to make the link work again:\n${this.config.publicBaseUrl}${webRoutes.business}\n`,
    }));
  }

  // The client opened the link for the first time: the moment to call, so the creator hears of it
  // at once, with the company it was sent from and the way to the proposal's row and history.
  private async viewed(eventId: string, data: ProposalViewed['data'], tx: SqlExecutor) {
    if (!data.first) return;
    const owner = await this.owner(tx, data.proposalId);
    const stream = await this.store.readStream(proposalStreamName(data.proposalId), { via: tx });
    const shared = stream.find((event) => event.type === 'ProposalShared');
    if (!shared) return;
    const share = shared.data as ProposalShared['data'];
    const client = share.clientName || 'Your client';
    const at = new Date(data.viewedAt).toUTCString();
    const history = `${this.config.publicBaseUrl}${webRoutes.businessProposalHistory.replace(':token', owner.token)}`;
    await this.noticeToTeam(tx, eventId, owner, (names) => ({
      subject: `${client} opened "${share.title}"`,
      text: `${names}, ${client} just opened "${share.title}" from ${share.companyName} for the first time (${at}).\n\nFollow their engagement on your dashboard: ${history}\n\nThe client's link: ${this.link(owner)}\n`,
    }));
  }

  // Step 4's Send Proposal: the link to the client, by mail or by text.
  private async sent(eventId: string, data: ProposalSent['data'], tx: SqlExecutor) {
    const owner = await this.owner(tx, data.proposalId);
    const key = `${eventId}:${data.channel === 'sms' ? SEND_SMS : SEND_EMAIL}`;
    await recordProposalDelivery(tx, key, {
      proposalId: data.proposalId,
      delivery: eventId,
      channel: data.channel,
      address: data.address,
    });
    if (data.channel === 'sms') {
      // Checked when it was sent; should the number have gone since, the sender says so.
      await enqueueText(tx, {
        key,
        companyId: owner.companyId,
        to: data.address,
        body: proposalLinkText(data, this.link(owner)),
        sender: await textSenderOf(tx, this.config.twilioMessagingServiceSid, owner.companyId),
      });
      return;
    }
    await enqueueMail(tx, {
      key,
      to: data.address,
      ...proposalLinkMail(data, this.link(owner), this.config.publicBaseUrl),
    });
  }

  // The event's one notice to the proposal's creator (or the managers, once the creator left).
  private async noticeToTeam(
    tx: SqlExecutor,
    eventId: string,
    owner: TokenOwner,
    compose: (names: string) => { subject: string; text: string },
    attachments: readonly MailAttachment[] = [],
  ) {
    const team = await findAddressees(tx, owner.creatorId);
    if (team.length === 0) return;
    await enqueueMail(tx, {
      key: `${eventId}:contractor-notice`,
      to: addressOf(team),
      ...compose(namesOf(team)),
      attachments,
    });
  }

  // A proposal's token is reserved before it is shared, so a signed or messaged one has one.
  private async owner(tx: SqlExecutor, proposalId: string): Promise<TokenOwner> {
    const owner = await findOwnerOfProposal(tx, proposalId);
    if (!owner) throw new Error(`No share token for proposal ${proposalId}`);
    return owner;
  }

  private link(owner: TokenOwner): string {
    return `${this.config.publicBaseUrl}/shared-proposal/${owner.token}`;
  }
}
