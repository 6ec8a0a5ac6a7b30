import type { AddOn, PriceOption, ProposalChoice, TemplateChoice } from '@vanilla/domain';
import type { ProposalReadingView } from './proposal-reading.js';
import type { NextFollowUp } from './follow-ups.js';
import {
  base64DecodedLength,
  isBase64Text,
  PROPOSAL_PHOTO_MAX_BYTES,
  proposalWritingMessages,
} from './proposal-writing.js';

// Read-model rows of the proposals context, as the REST endpoints return them.

export type ProposalStatus = 'draft' | 'sent' | 'viewed' | 'accepted' | 'declined' | 'deleted';

export const sharePhotoMessages = {
  notList: 'photos must be a list of photos',
  notDataUrl: 'Each photo must be an image sent as a data: URL.',
  tooBig: 'Each photo must be at most 5 MB.',
  tooMany: proposalWritingMessages.tooManyPhotos,
} as const;

// `data:<any type>;base64,`: the declared type is the sender's word, so the API reads the bytes.
const DATA_URL_HEAD = /^data:(?:[\w.+-]+\/[\w.+-]+)?;base64,/i;

// The decoded size of a base64 data URL, or null when the value is not one. A payload too large
// for a photo is measured, not scanned: the size rule refuses it.
export const dataUrlDecodedLength = (value: unknown): number | null => {
  if (typeof value !== 'string') return null;
  const head = DATA_URL_HEAD.exec(value);
  if (!head) return null;
  const payload = value.slice(head[0].length);
  const length = base64DecodedLength(payload);
  if (length === null || length > PROPOSAL_PHOTO_MAX_BYTES) return length;
  return isBase64Text(payload) ? length : null;
};

// A client's note from the shared page, at most this long: the reason for declining
// (POST /api/proposals/{token}/decline), the message with an ask for a new link
// (POST /api/proposals/{token}/request-new-link).
export const DECLINE_REASON_MAX_LENGTH = 1000;
export const NEW_LINK_MESSAGE_MAX_LENGTH = DECLINE_REASON_MAX_LENGTH;

export type ClientNoteMessages = { tooLong: string; notText: string };

const clientNoteMessages = (what: string): ClientNoteMessages => ({
  tooLong: `Please keep the ${what} to ${DECLINE_REASON_MAX_LENGTH.toLocaleString('en-US')} characters or fewer.`,
  notText: `The ${what} must be text.`,
});

const reasonMessages = clientNoteMessages('reason');
export const declineMessages = {
  reasonTooLong: reasonMessages.tooLong,
  reasonNotText: reasonMessages.notText,
} as const;

export const newLinkMessages = clientNoteMessages('message');

// Sending a proposal from step 4 (000 §9: a Super Pro feature).
export type SendChannel = 'email' | 'sms';
export const SEND_CHANNELS: readonly SendChannel[] = ['email', 'sms'];

export const sendProposalMessages = {
  superProOnly:
    'Sending by text and email is part of Super Pro. Upgrade to send proposals from here, or copy the link and send it yourself.',
  channelsRequired: 'Choose email, text message or both.',
  channelUnknown: "Channels may only be 'email' and 'sms'.",
  emailInvalid: 'Please provide a valid email address',
  phoneInvalid: 'Please provide a valid phone number',
  noEmail: 'This client has no email address. Please enter one.',
  noPhone: 'This client has no mobile number. Please enter one.',
  noTextSender:
    "Texts go out from your AI receptionist's number, and your company has none yet. Create a receptionist first, or send by email.",
  optedOut: 'This client replied STOP to texts; send by email instead.',
} as const;

export type SendProposalResponse = {
  success: true;
  sent: Array<{ channel: SendChannel; address: string; sent_at: string }>;
};

export {
  DEFAULT_VALIDITY_DAYS,
  expiryMessages,
  expiryProblem,
  MAX_VALIDITY_DAYS,
} from '@vanilla/domain';

// GET /api/proposal/{token} of a link past its expiry (410): whose proposal it was, so the page
// can say so, and nothing of its content.
export type ExpiredProposalResponse = {
  success: false;
  expired: true;
  error: string;
  title: string;
  company_name: string;
  expires_at: string;
};

export type ExtendProposalResponse = { success: true; expires_at: string };

export type RequestNewLinkResponse = { success: true; requested_at: string };

export type DeclineProposalResponse = { success: true; status: 'declined'; declined_at: string };

export type ShareProposalResponse = {
  success: true;
  shareLink: string;
  token: string;
  proposalId: string;
};

// A photo of a shared proposal: `url` is a path on the API (GET /api/proposal-photos/{sha256}),
// the bytes there hash to `sha256`.
export type SharedProposalPhoto = { url: string; caption: string; sha256: string };

// Good / better / best and extras, as shared (POST /api/share-proposal) and shown to the client.
export type { AddOn, PriceOption, ProposalChoice } from '@vanilla/domain';

export const OFFER_OPTIONS_MAX = 6;
export const OFFER_ADD_ONS_MAX = 12;

export const offerRequestMessages = {
  id: 'Each option and add-on needs an id of letters, digits, - or _ (at most 40).',
  name: 'Each option and add-on needs a name.',
  price: 'Each option and add-on needs a price in dollars, at most 2 decimals.',
  tooMany: `A proposal offers at most ${OFFER_OPTIONS_MAX} price options and ${OFFER_ADD_ONS_MAX} add-ons.`,
  notList: 'priceOptions and addOns must be lists of options.',
  choice: 'optionId must be an option id and addOnIds a list of add-on ids.',
} as const;

// A deposit asked at signing (POST /api/share-proposal `deposit`): `{percent}` or `{amount}`.
export type { DepositTerms } from '@vanilla/domain';
export { DEFAULT_DEPOSIT_PERCENT, depositMessages, depositTermsError } from '@vanilla/domain';

// The deposit as the client's page shows it: the terms (one of percent and amount, the other
// null), what is due in dollars (of the chosen total once signed, of the value before), and
// whether it is paid.
export type SharedProposalDeposit = {
  percent: number | null;
  amount: number | null;
  due: number;
  paid: boolean;
  paid_at: string | null;
  // Whether the client can pay it online: the contractor's Stripe account takes charges.
  offered: boolean;
};

// POST /api/proposals/{token}/deposit/checkout: Stripe Checkout's page for the deposit.
export type DepositCheckoutResponse = { success: true; url: string };

// The client's choice as the shared page shows it back once signed.
export type SharedProposalChoice = {
  option_id: string | null;
  add_on_ids: string[];
  total: number;
};

// The consent to sign electronically the client accepts before signing: the page shows `text`,
// and the consent event records `version` and `sha256` (of the UTF-8 text).
export type ConsentDisclosure = { version: string; sha256: string; text: string };

export const consentMessages = {
  required: 'Please agree to use electronic records and signatures before signing.',
  notBoolean: 'consent must be true or false.',
} as const;

export type SharedProposalResponse = {
  success: true;
  title: string;
  // "PRO-" and four digits, derived from the proposal: the same on every load.
  reference: string;
  date: string;
  // When the link stops working (null: never). Past it, the link answers 410 while unanswered.
  expires_at: string | null;
  company_name: string;
  company_address: string;
  company_phone: string;
  company_email: string;
  // The company profile as it was when the proposal was shared ('' and null for shares made
  // before profiles existed).
  company_license_number: string;
  company_website: string;
  // A path on the API; the image at it never changes.
  company_logo_url: string | null;
  client_name: string;
  client_address: string;
  template_choice: TemplateChoice;
  is_signed: boolean;
  signed_at: string | null;
  signer_name: string | null;
  // The client declined it: no signing then. The reason is theirs, shown back on their own page
  // ('' when they gave none); both null while not declined.
  is_declined: boolean;
  declined_at: string | null;
  declined_reason: string | null;
  consent_disclosure: ConsentDisclosure;
  // What the client chooses from when signing (empty lists when nothing), and, once signed, what
  // they chose.
  price_options: PriceOption[];
  add_ons: AddOn[];
  // The value as shared: what add-ons go on top of when the proposal offers no options.
  value: number;
  chosen: SharedProposalChoice | null;
  // Null when the proposal asks for no deposit.
  deposit: SharedProposalDeposit | null;
  content: string;
  proposal_content: string;
  photos: SharedProposalPhoto[];
};

// A row of GET /api/dashboard, and what `proposal.updated` pushes, so a cache patch is a replace.
export type DashboardProposal = {
  token: string;
  proposal_id: string;
  title: string;
  client_name: string;
  property_address: string;
  created_at: string;
  shared_at: string;
  last_activity_at: string;
  view_count: number;
  chat_count: number;
  engagement: number;
  value: number;
  status: ProposalStatus;
  creator_id: string;
  // Set once a signed proposal is deleted: it then leaves the list (null on every listed row).
  archived_at: string | null;
  // When the client's link stops working (null: never, for shares from before expiry); `expired`
  // is true once it has while the proposal still awaits the client's answer (as of the read).
  expires_at: string | null;
  expired: boolean;
  // The last send (step 4) that did not reach the client: the mail server gave up, or the text
  // was not delivered. Null when it did, or nothing was sent since.
  delivery_failure: {
    channel: SendChannel;
    address: string;
    reason: string;
    failed_at: string;
  } | null;
  // The client's deposit, once paid on Stripe (null until then, and when none is asked).
  deposit_paid: { amount: number; paid_at: string } | null;
};

export type DashboardResponse = { success: true; proposals: DashboardProposal[] };

export type HistoryEntry = {
  position: string;
  revision: number;
  type: string;
  at: string;
  actor: string | null;
  // The actor's name when they belong to the company; clients act without an account.
  actor_name: string | null;
  data: Record<string, unknown>;
  hash: string;
  previous_hash: string;
};

export type ProposalStateAt = {
  status: string;
  view_count: number;
  message_count: number;
  signed: boolean;
  deleted: boolean;
  archived: boolean;
  // The link's expiry as of that point (null: never expires).
  expires_at: string | null;
};

export type ProposalHistoryResponse = {
  success: true;
  token: string;
  proposal_id: string;
  events: HistoryEntry[];
  state: ProposalStateAt;
  as_of: string | null;
  // What the client read, across visits, as of the same point (proposal-reading.ts).
  reading: ProposalReadingView;
  // The next automatic follow-up, as of now (null with `at`, or when none is to come).
  next_follow_up: NextFollowUp | null;
};

export type SignatureCertificate = {
  success: true;
  proposal_id: string;
  token: string;
  reference: string;
  title: string;
  company_name: string;
  // Covers `content` and, when there are any, the photos' hashes (see how_to_verify).
  content_sha256: string;
  content: string;
  photos: SharedProposalPhoto[];
  signer: { name: string; email: string; ip: string; user_agent: string; signed_at: string };
  // The signer's consent to sign electronically: the disclosure they accepted (its text, so its
  // SHA-256 can be recomputed here) and when. Null for signatures recorded before consent was.
  consent: {
    disclosure_version: string;
    disclosure_sha256: string;
    disclosure_text: string | null;
    consented_at: string;
  } | null;
  // What the proposal offered and what the signer chose; the agreement hash binds the choice to
  // content_sha256 (see how_to_verify). Empty lists and nulls when it offered no choice.
  price_options: PriceOption[];
  add_ons: AddOn[];
  choice: ProposalChoice | null;
  agreement_sha256: string | null;
  signature_png_sha256: string;
  // Each event's data too, so the chain can be recomputed from the certificate alone.
  event_chain: Array<{
    revision: number;
    type: string;
    at: string;
    data: Record<string, unknown>;
    hash: string;
  }>;
  chain_head: string;
  how_to_verify: string;
};
