import type { DomainEvent } from '../decider/decider.js';
import type { DepositTerms } from './proposal-deposit.js';
import type { AddOn, PriceOption, ProposalChoice } from './proposal-offer.js';
import type { OptionReading, ReadingDevice, SectionReading } from './proposal-reading.js';
import type { TemplateChoice } from './template-choice.js';
import type { FollowUpEvent } from './proposal-follow-ups.js';

export type KeySellingPoints = {
  price: string;
  whyChooseUs: string;
  testimonials: string;
  warrantyInfo: string;
};

// A photo shown with a shared proposal. Its bytes are stored apart, addressed by this SHA-256 of
// them (as re-encoded by the server); the caption is shown under it.
export type SharedPhoto = { sha256: string; caption: string };

export type ProposalGenerated = DomainEvent<
  'ProposalGenerated',
  {
    proposalId: string;
    companyId: string;
    creatorId: string;
    source: 'form' | 'voice';
    templateChoice: TemplateChoice;
    title: string;
    generatedAt: string;
  }
>;

export type ProposalShared = DomainEvent<
  'ProposalShared',
  {
    proposalId: string;
    token: string;
    companyId: string;
    creatorId: string;
    title: string;
    content: string;
    // SHA-256 of what the client is shown: the markdown alone when there are no photos, else the
    // markdown and the photos (signedContentHash in the API says exactly how).
    contentHash: string;
    // In page order; absent when the proposal has no photos (and on every share from before them).
    photos?: SharedPhoto[];
    // Good / better / best and extras the client chooses from when signing; absent when the
    // proposal offers none (and on every share from before them). Both are part of contentHash.
    priceOptions?: PriceOption[];
    addOns?: AddOn[];
    // The deposit asked for at signing; absent when none is (and on every share from before them).
    deposit?: DepositTerms;
    clientName: string;
    clientEmail: string;
    // As the wizard's Project Details gave it (absent on shares from before it was recorded).
    clientPhone?: string;
    clientAddress: string;
    // The pipeline contact the proposal was written for ("Write proposal" on a call or a contact),
    // when it was; absent, the client is found by email.
    contactId?: string;
    companyName: string;
    companyAddress: string;
    companyPhone: string;
    companyEmail: string;
    // The rest of the company profile at share time (absent from shares recorded before company
    // profiles): the link shows the company as it was then, whatever changes later.
    companyLicenseNumber?: string;
    companyWebsite?: string;
    // SHA-256 of the logo's bytes, as stored; null without a logo.
    companyLogoSha256?: string | null;
    templateChoice: TemplateChoice;
    keySellingPoints: KeySellingPoints;
    value: number;
    // When the link stops working (an instant); absent on shares from before expiry existed,
    // which never expire.
    expiresAt?: string;
    sharedAt: string;
  }
>;

export type ProposalViewed = DomainEvent<
  'ProposalViewed',
  {
    proposalId: string;
    ipHash: string;
    userAgent: string;
    viewedAt: string;
    // The proposal's first view by its client, which its creator is told of (absent on the others,
    // and on views recorded before the notice existed).
    first?: true;
  }
>;

export type ProposalMessageReceived = DomainEvent<
  'ProposalMessageReceived',
  {
    proposalId: string;
    name: string;
    email: string;
    message: string;
    // The title of the proposal the client wrote about, as shared.
    title: string;
    ipHash: string;
    receivedAt: string;
  }
>;

export type ProposalSigned = DomainEvent<
  'ProposalSigned',
  {
    proposalId: string;
    signerName: string;
    signerEmail: string;
    // The PNG is stored apart, addressed by this SHA-256 of its bytes.
    signatureHash: string;
    // SHA-256 of the exact content the signer was shown, markdown and photos (equal to the share's).
    contentHash: string;
    // The option and add-ons the signer chose, and the SHA-256 binding that choice to contentHash
    // (signedAgreementHash in the API says how); both absent when the proposal offered no choice.
    choice?: ProposalChoice;
    agreementHash?: string;
    // The title and the company the signer was shown: what they signed and with whom.
    title: string;
    companyName: string;
    ip: string;
    userAgent: string;
    signedAt: string;
  }
>;

// The client's consent to do business electronically (ESIGN Act §101(c), UETA §5), given in the
// same request as their signature and recorded just before it: which disclosure they accepted (its
// version and the SHA-256 of its text), who, from where and when.
export type ProposalConsentGiven = DomainEvent<
  'ProposalConsentGiven',
  {
    proposalId: string;
    signerName: string;
    signerEmail: string;
    disclosureVersion: string;
    disclosureHash: string;
    ip: string;
    userAgent: string;
    consentedAt: string;
  }
>;

export type ProposalDeclined = DomainEvent<
  'ProposalDeclined',
  {
    proposalId: string;
    reason: string;
    // What was declined and by whom, as the share named them: the contractor's notice says it
    // (absent from declines recorded before the notice).
    title: string;
    clientName: string;
    declinedAt: string;
  }
>;

// The contractor gave the client more time: the link works again until `expiresAt`.
export type ProposalExtended = DomainEvent<
  'ProposalExtended',
  { proposalId: string; expiresAt: string; previousExpiresAt: string; extendedAt: string }
>;

// The client found the link expired and asked the contractor for a new one (at most one a
// proposal in NEW_LINK_REQUEST_INTERVAL_MS: asking again meanwhile records nothing).
export type ProposalNewLinkRequested = DomainEvent<
  'ProposalNewLinkRequested',
  {
    proposalId: string;
    // '' when the client wrote none.
    message: string;
    // What and whose, as the share named them: the contractor's notice says it.
    title: string;
    clientName: string;
    expiresAt: string;
    requestedAt: string;
  }
>;

export type ProposalDeleted = DomainEvent<
  'ProposalDeleted',
  { proposalId: string; deletedBy: string; deletedAt: string }
>;

// A signed proposal is evidence (ESIGN/UETA retention): "deleting" it only takes it off the
// contractor's lists; the client's link, the history and the certificate stay.
export type ProposalArchived = DomainEvent<
  'ProposalArchived',
  { proposalId: string; archivedBy: string; archivedAt: string }
>;

// How a proposal reaches its client from the contractor's side (Super Pro, 000 §9).
export type ProposalChannel = 'email' | 'sms';

// The contractor sent the link to the client on one channel, to this address (an email address
// or an E.164 number); the delivery itself follows from this event. What the message names (the
// title, the client, the company as shared) goes with it: the history shows what was sent, and
// the reactor that delivers it needs nothing but the event.
export type ProposalSent = DomainEvent<
  'ProposalSent',
  {
    proposalId: string;
    channel: ProposalChannel;
    address: string;
    title: string;
    clientName: string;
    companyName: string;
    companyAddress: string;
    companyPhone: string;
    companyEmail: string;
    companyLogoSha256: string | null;
    sentAt: string;
  }
>;

// A send that did not reach the client: the mail server gave up on it, or the carrier did not
// deliver the text. `delivery` is the id of the ProposalSent it failed, so it is recorded once.
export type ProposalDeliveryFailed = DomainEvent<
  'ProposalDeliveryFailed',
  {
    proposalId: string;
    delivery: string;
    channel: ProposalChannel;
    address: string;
    reason: string;
    failedAt: string;
  }
>;

// The client paid the deposit (Stripe, on the contractor's connected account). Recorded once per
// proposal: the payment intent id gives the event its id, so every webhook about it is one fact.
export type DepositPaid = DomainEvent<
  'DepositPaid',
  {
    proposalId: string;
    // Dollars, as the payment provider took them.
    amount: number;
    currency: string;
    paymentIntentId: string;
    paidAt: string;
  }
>;

// The client called the company's receptionist from the number the proposal was shared or sent
// to (the call's own stream holds the call; this puts it on the proposal's history, and it is a
// signal that stops the proposal's follow-ups). `callId` gives the event its id: one per call.
export type ProposalCallReceived = DomainEvent<
  'ProposalCallReceived',
  {
    proposalId: string;
    callId: string;
    // E.164, as the telephony provider gave it.
    from: string;
    receptionistId: string | null;
    receivedAt: string;
  }
>;

// What the client read in one visit (a page load): how long each section and price option was on
// their screen, as the visit's totals so far. A visit's later report replaces its earlier ones
// (proposal-reading.ts); one event per report that adds to the visit, never one per scroll.
export type ProposalRead = DomainEvent<
  'ProposalRead',
  {
    proposalId: string;
    // A random id the page made for the visit; it lives in the page's memory only.
    visitId: string;
    sections: SectionReading[];
    options: OptionReading[];
    device: ReadingDevice;
    readAt: string;
  }
>;

export type ProposalEvent =
  | ProposalGenerated
  | ProposalShared
  | ProposalViewed
  | ProposalMessageReceived
  | ProposalConsentGiven
  | ProposalSigned
  | ProposalDeclined
  | ProposalExtended
  | ProposalNewLinkRequested
  | ProposalDeleted
  | ProposalArchived
  | ProposalSent
  | ProposalDeliveryFailed
  | DepositPaid
  | ProposalCallReceived
  | ProposalRead
  | FollowUpEvent;

export const proposalEventTypes: readonly ProposalEvent['type'][] = [
  'ProposalGenerated',
  'ProposalShared',
  'ProposalViewed',
  'ProposalMessageReceived',
  'ProposalConsentGiven',
  'ProposalSigned',
  'ProposalDeclined',
  'ProposalExtended',
  'ProposalNewLinkRequested',
  'ProposalDeleted',
  'ProposalArchived',
  'ProposalSent',
  'ProposalDeliveryFailed',
  'DepositPaid',
  'ProposalCallReceived',
  'ProposalRead',
  'FollowUpSent',
  'FollowUpSkipped',
  'FollowUpsStopped',
];

// Narrows an event read from a stream to a proposal event, by its type.
export const isProposalEvent = <E extends DomainEvent>(event: E): event is E & ProposalEvent =>
  (proposalEventTypes as readonly string[]).includes(event.type);

export const proposalStreamName = (proposalId: string): string => `proposal-${proposalId}`;

// A run of views, per proposal: how many, and the first and last one's times (views commute, so
// read models apply a run of them at once).
export const tallyViews = (
  events: readonly { type: string; data: unknown }[],
): Map<string, { count: number; first: string; at: string }> => {
  const views = new Map<string, { count: number; first: string; at: string }>();
  for (const event of events) {
    if (event.type !== 'ProposalViewed') continue;
    const { proposalId, viewedAt } = event.data as ProposalViewed['data'];
    const seen = views.get(proposalId);
    views.set(proposalId, {
      count: (seen?.count ?? 0) + 1,
      first: seen?.first ?? viewedAt,
      at: viewedAt,
    });
  }
  return views;
};
