import type { DomainCommand } from '../decider/decider.js';
import type { ProposalGenerated, ProposalShared } from './proposal-events.js';

export type GenerateProposal = DomainCommand<'GenerateProposal', ProposalGenerated['data']>;

export type ShareProposal = DomainCommand<'ShareProposal', ProposalShared['data']>;

export type RecordProposalView = DomainCommand<
  'RecordProposalView',
  { proposalId: string; ipHash: string; userAgent: string; viewedAt: string }
>;

export type SendProposalMessage = DomainCommand<
  'SendProposalMessage',
  {
    proposalId: string;
    name: string;
    email: string;
    message: string;
    ipHash: string;
    receivedAt: string;
  }
>;

export type SignProposal = DomainCommand<
  'SignProposal',
  {
    proposalId: string;
    signerName: string;
    signerEmail: string;
    signatureHash: string;
    // The hash of the content the signing request was made against; must match the share.
    contentHash: string;
    ip: string;
    userAgent: string;
    signedAt: string;
  }
>;

export type DeclineProposal = DomainCommand<
  'DeclineProposal',
  { proposalId: string; reason: string; declinedAt: string }
>;

export type DeleteProposal = DomainCommand<
  'DeleteProposal',
  { proposalId: string; deletedBy: string; deletedAt: string }
>;

export type ProposalCommand =
  | GenerateProposal
  | ShareProposal
  | RecordProposalView
  | SendProposalMessage
  | SignProposal
  | DeclineProposal
  | DeleteProposal;
