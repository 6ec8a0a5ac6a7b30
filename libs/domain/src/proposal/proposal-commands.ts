import type { DomainCommand } from '../decider/decider.js';
import type {
  ProposalDeclined,
  ProposalDeleted,
  ProposalGenerated,
  ProposalMessageReceived,
  ProposalShared,
  ProposalSigned,
  ProposalViewed,
} from './proposal-events.js';

// Each command carries the facts its event will record; the decider only says whether it may.
export type GenerateProposal = DomainCommand<'GenerateProposal', ProposalGenerated['data']>;
export type ShareProposal = DomainCommand<'ShareProposal', ProposalShared['data']>;
export type RecordProposalView = DomainCommand<'RecordProposalView', ProposalViewed['data']>;
export type SendProposalMessage = DomainCommand<
  'SendProposalMessage',
  ProposalMessageReceived['data']
>;
// `contentHash` is the hash of the content the request was made against; it must match the share.
export type SignProposal = DomainCommand<'SignProposal', ProposalSigned['data']>;
export type DeclineProposal = DomainCommand<'DeclineProposal', ProposalDeclined['data']>;
// On a signed proposal this archives it instead (same facts: who and when).
export type DeleteProposal = DomainCommand<'DeleteProposal', ProposalDeleted['data']>;

export type ProposalCommand =
  | GenerateProposal
  | ShareProposal
  | RecordProposalView
  | SendProposalMessage
  | SignProposal
  | DeclineProposal
  | DeleteProposal;
