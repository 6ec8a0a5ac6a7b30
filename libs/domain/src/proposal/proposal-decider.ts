import { DomainRuleViolation } from '../decider/decider.js';
import type { Decider } from '../decider/decider.js';
import type { ProposalCommand } from './proposal-commands.js';
import type { ProposalEvent, ProposalShared } from './proposal-events.js';

export type ProposalLifecycle = 'none' | 'draft' | 'sent' | 'viewed' | 'accepted' | 'declined';

export type ProposalState = {
  lifecycle: ProposalLifecycle;
  // Who the proposal belongs to, from its first event.
  companyId: string | null;
  creatorId: string | null;
  generated: boolean;
  share: ProposalShared['data'] | null;
  viewCount: number;
  messageCount: number;
  signature: { signerName: string; signerEmail: string; contentHash: string; at: string } | null;
  deleted: boolean;
  // Off the contractor's lists, still open to its client and auditors (a signed proposal deleted).
  archived: boolean;
};

export const initialProposalState = (): ProposalState => ({
  lifecycle: 'none',
  companyId: null,
  creatorId: null,
  generated: false,
  share: null,
  viewCount: 0,
  messageCount: 0,
  signature: null,
  deleted: false,
  archived: false,
});

// Status is a fact of the log: accepted = signed, viewed = at least one view, sent otherwise.
const lifecycleOf = (state: ProposalState): ProposalLifecycle => {
  if (state.signature) return 'accepted';
  if (state.lifecycle === 'declined') return 'declined';
  if (!state.share) return state.generated ? 'draft' : 'none';
  return state.viewCount > 0 ? 'viewed' : 'sent';
};

export const evolveProposal = (state: ProposalState, event: ProposalEvent): ProposalState => {
  const next = ((): ProposalState => {
    switch (event.type) {
      case 'ProposalGenerated':
        return {
          ...state,
          generated: true,
          companyId: event.data.companyId,
          creatorId: event.data.creatorId,
        };
      case 'ProposalShared':
        return {
          ...state,
          share: event.data,
          companyId: state.companyId ?? event.data.companyId,
          creatorId: state.creatorId ?? event.data.creatorId,
        };
      case 'ProposalViewed':
        return { ...state, viewCount: state.viewCount + 1 };
      case 'ProposalMessageReceived':
        return { ...state, messageCount: state.messageCount + 1 };
      case 'ProposalSigned':
        return {
          ...state,
          signature: {
            signerName: event.data.signerName,
            signerEmail: event.data.signerEmail,
            contentHash: event.data.contentHash,
            at: event.data.signedAt,
          },
        };
      case 'ProposalDeclined':
        return { ...state, lifecycle: 'declined' };
      case 'ProposalDeleted':
        return { ...state, deleted: true };
      case 'ProposalArchived':
        return { ...state, archived: true };
    }
  })();
  return { ...next, lifecycle: lifecycleOf(next) };
};

const violation = (code: string, kind: DomainRuleViolation['kind'], message: string) =>
  new DomainRuleViolation(code, kind, message);

const assertNotDeleted = (state: ProposalState): void => {
  if (state.deleted) throw violation('ProposalDeleted', 'gone', 'This proposal has been removed.');
};

const assertShared = (state: ProposalState): ProposalShared['data'] => {
  if (!state.share) {
    throw violation('ProposalNotShared', 'not_found', 'This proposal has not been shared.');
  }
  return state.share;
};

export const decideProposal = (command: ProposalCommand, state: ProposalState): ProposalEvent[] => {
  assertNotDeleted(state);
  switch (command.type) {
    case 'GenerateProposal':
      if (state.generated || state.share) {
        throw violation('ProposalAlreadyExists', 'conflict', 'This proposal already exists.');
      }
      return [{ type: 'ProposalGenerated', data: command.data }];

    case 'ShareProposal':
      if (state.share) {
        throw violation('ProposalAlreadyShared', 'conflict', 'This proposal is already shared.');
      }
      return [{ type: 'ProposalShared', data: command.data }];

    case 'RecordProposalView':
      assertShared(state);
      return [{ type: 'ProposalViewed', data: command.data }];

    case 'SendProposalMessage':
      assertShared(state);
      return [{ type: 'ProposalMessageReceived', data: command.data }];

    case 'SignProposal': {
      const share = assertShared(state);
      if (state.signature) {
        throw violation('ProposalAlreadySigned', 'conflict', 'This proposal is already signed.');
      }
      if (state.lifecycle === 'declined') {
        throw violation('ProposalDeclined', 'conflict', 'This proposal was declined.');
      }
      if (command.data.contentHash !== share.contentHash) {
        throw violation(
          'ProposalContentChanged',
          'conflict',
          'The proposal content does not match what was shared.',
        );
      }
      return [{ type: 'ProposalSigned', data: command.data }];
    }

    case 'DeclineProposal':
      assertShared(state);
      if (state.signature) {
        throw violation('ProposalAlreadySigned', 'conflict', 'This proposal is already signed.');
      }
      if (state.lifecycle === 'declined') {
        throw violation('ProposalDeclined', 'conflict', 'This proposal was declined.');
      }
      return [{ type: 'ProposalDeclined', data: command.data }];

    case 'DeleteProposal': {
      if (!state.generated && !state.share) {
        throw violation('ProposalNotFound', 'not_found', 'Proposal not found.');
      }
      if (!state.signature) return [{ type: 'ProposalDeleted', data: command.data }];
      if (state.archived) {
        throw violation('ProposalArchived', 'gone', 'This proposal has been removed.');
      }
      const { proposalId, deletedBy, deletedAt } = command.data;
      return [
        {
          type: 'ProposalArchived',
          data: { proposalId, archivedBy: deletedBy, archivedAt: deletedAt },
        },
      ];
    }
  }
};

export const proposalDecider: Decider<ProposalState, ProposalCommand, ProposalEvent> = {
  initialState: initialProposalState,
  evolve: evolveProposal,
  decide: decideProposal,
};
