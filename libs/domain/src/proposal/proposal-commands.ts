import type { DomainCommand } from '../decider/decider.js';
import type {
  DepositPaid,
  KeySellingPoints,
  ProposalDeclined,
  ProposalDeleted,
  ProposalExtended,
  ProposalGenerated,
  ProposalDeliveryFailed,
  ProposalMessageReceived,
  ProposalNewLinkRequested,
  ProposalSent,
  ProposalShared,
  ProposalSigned,
  ProposalViewed,
} from './proposal-events.js';
import type { ReadingReport } from './proposal-reading.js';

// Each command carries what the caller knows; the decider adds what follows from the rules, the
// state and the clock (titles, amounts, times), so every event is built in one place.
export type GenerateProposal = DomainCommand<
  'GenerateProposal',
  Omit<ProposalGenerated['data'], 'generatedAt'>
>;
// The title comes from the content's heading; `value` from the price text unless one is stated.
export type ShareProposal = DomainCommand<
  'ShareProposal',
  Omit<ProposalShared['data'], 'title' | 'value' | 'sharedAt' | 'keySellingPoints'> & {
    keySellingPoints: KeySellingPoints;
    value: number | null;
  }
>;
export type RecordProposalView = DomainCommand<
  'RecordProposalView',
  Omit<ProposalViewed['data'], 'viewedAt'>
>;
// The title is the one the proposal was shared with.
export type SendProposalMessage = DomainCommand<
  'SendProposalMessage',
  Omit<ProposalMessageReceived['data'], 'title' | 'receivedAt'>
>;
// `contentHash` is the hash of the content the request was made against; it must match the share.
// The title and company come from the share: what the signer was shown. No signature goes without
// the signer's consent to sign electronically: the disclosure they accepted, by version and hash.
// `optionId` and `addOnIds` are the client's choice among what the share offered (the decider
// names and prices it); `agreementHash` binds that choice to the content, null without a choice.
export type SignProposal = DomainCommand<
  'SignProposal',
  Omit<
    ProposalSigned['data'],
    'title' | 'companyName' | 'signedAt' | 'choice' | 'agreementHash'
  > & {
    consent: { disclosureVersion: string; disclosureHash: string };
    optionId: string | null;
    addOnIds: string[];
    agreementHash: string | null;
  }
>;
export type DeclineProposal = DomainCommand<
  'DeclineProposal',
  Omit<ProposalDeclined['data'], 'declinedAt' | 'title' | 'clientName'>
>;
// The new expiry; the decider adds the one it replaces.
export type ExtendProposal = DomainCommand<
  'ExtendProposal',
  Omit<ProposalExtended['data'], 'previousExpiresAt' | 'extendedAt'>
>;
export type RequestNewLink = DomainCommand<
  'RequestNewLink',
  Pick<ProposalNewLinkRequested['data'], 'proposalId' | 'message'>
>;
// On a signed proposal this archives it instead (same facts: who and when).
export type DeleteProposal = DomainCommand<
  'DeleteProposal',
  Omit<ProposalDeleted['data'], 'deletedAt'>
>;

// One ProposalSent per delivery asked for, at one time.
export type SendProposal = DomainCommand<
  'SendProposal',
  {
    proposalId: string;
    deliveries: readonly Pick<ProposalSent['data'], 'channel' | 'address'>[];
  }
>;

export type RecordDeliveryFailure = DomainCommand<
  'RecordDeliveryFailure',
  Omit<ProposalDeliveryFailed['data'], 'failedAt'>
>;

// What the payment provider says was paid (webhooks repeat it: the first one stands).
export type RecordDepositPayment = DomainCommand<
  'RecordDepositPayment',
  Omit<DepositPaid['data'], 'paidAt'>
>;

// A visit's report of what the client read (the decider keeps the proposal's own sections and
// options, and only a report that adds to the visit's last one).
export type RecordProposalReading = DomainCommand<'RecordProposalReading', ReadingReport>;

export type ProposalCommand =
  | GenerateProposal
  | ShareProposal
  | RecordProposalView
  | SendProposalMessage
  | SignProposal
  | DeclineProposal
  | ExtendProposal
  | RequestNewLink
  | DeleteProposal
  | SendProposal
  | RecordDeliveryFailure
  | RecordDepositPayment
  | RecordProposalReading;
