import { DomainRuleViolation } from '../decider/decider.js';
import type { DecideContext, Decider } from '../decider/decider.js';
import type { ProposalCommand } from './proposal-commands.js';
import { assertDeposit } from './proposal-deposit.js';
import { assertOffer, chooseFromOffer, offeredValue } from './proposal-offer.js';
import type { ProposalChoice } from './proposal-offer.js';
import type { ProposalEvent, ProposalShared } from './proposal-events.js';
import {
  assertExpiry,
  expiryMessages,
  isExpired,
  NEW_LINK_REQUEST_INTERVAL_MS,
} from './proposal-expiry.js';
import { readingOf, readingTotalMs } from './proposal-reading.js';

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
  signature: {
    signerName: string;
    signerEmail: string;
    contentHash: string;
    // What they chose among the share's options and add-ons; null when it offered none.
    choice: ProposalChoice | null;
    at: string;
  } | null;
  // The client's "no", with the reason they gave ('' for none): their page shows it back.
  decline: { reason: string; at: string } | null;
  // When the link stops working (the share's, or the last extension's); null: never.
  expiresAt: string | null;
  // The client's last ask for a new link, so asking again soon records nothing.
  newLinkRequestedAt: string | null;
  deleted: boolean;
  // Off the contractor's lists, still open to its client and auditors (a signed proposal deleted).
  archived: boolean;
  // The ProposalSent ids whose failure is recorded, so each is recorded once.
  failedDeliveries: readonly string[];
  // The deposit the client paid, once paid.
  depositPaid: { amount: number; currency: string; at: string } | null;
  // Per visit, the ms its last reading report held in all: a report must add to it to count.
  readMs: Readonly<Record<string, number>>;
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
  decline: null,
  expiresAt: null,
  newLinkRequestedAt: null,
  deleted: false,
  archived: false,
  failedDeliveries: [],
  depositPaid: null,
  readMs: {},
});

// Status is a fact of the log: accepted = signed, viewed = at least one view, sent otherwise;
// declined from its event. The one rule, shared with the read models: what an event makes of the
// status a proposal had.
export const lifecycleAfter = (
  lifecycle: ProposalLifecycle,
  type: ProposalEvent['type'],
): ProposalLifecycle => {
  switch (type) {
    case 'ProposalGenerated':
      return lifecycle === 'none' ? 'draft' : lifecycle;
    case 'ProposalShared':
      return lifecycle === 'none' || lifecycle === 'draft' ? 'sent' : lifecycle;
    case 'ProposalViewed':
      return lifecycle === 'sent' ? 'viewed' : lifecycle;
    case 'ProposalSigned':
      return 'accepted';
    case 'ProposalDeclined':
      return lifecycle === 'accepted' ? lifecycle : 'declined';
    case 'ProposalMessageReceived':
    case 'ProposalConsentGiven':
    case 'ProposalExtended':
    case 'ProposalNewLinkRequested':
    case 'ProposalDeleted':
    case 'ProposalArchived':
      return lifecycle;
    // Sending the link, or failing to, changes nothing of where the client is.
    case 'ProposalSent':
    case 'ProposalDeliveryFailed':
    case 'DepositPaid':
    case 'ProposalCallReceived':
    case 'ProposalRead':
      return lifecycle;
    // Follow-ups are the contractor's reminders: the client's answer alone moves the status.
    case 'FollowUpSent':
    case 'FollowUpSkipped':
    case 'FollowUpsStopped':
      return lifecycle;
  }
};

export const proposalLifecycles: readonly ProposalLifecycle[] = [
  'none',
  'draft',
  'sent',
  'viewed',
  'accepted',
  'declined',
];

export const evolveProposal = (state: ProposalState, event: ProposalEvent): ProposalState => {
  const next = ((): Omit<ProposalState, 'lifecycle'> => {
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
          expiresAt: event.data.expiresAt ?? null,
          companyId: state.companyId ?? event.data.companyId,
          creatorId: state.creatorId ?? event.data.creatorId,
        };
      case 'ProposalViewed':
        return { ...state, viewCount: state.viewCount + 1 };
      case 'ProposalMessageReceived':
        return { ...state, messageCount: state.messageCount + 1 };
      case 'ProposalConsentGiven':
        return state;
      case 'ProposalSigned':
        return {
          ...state,
          signature: {
            signerName: event.data.signerName,
            signerEmail: event.data.signerEmail,
            contentHash: event.data.contentHash,
            choice: event.data.choice ?? null,
            at: event.data.signedAt,
          },
        };
      case 'ProposalDeclined':
        return { ...state, decline: { reason: event.data.reason, at: event.data.declinedAt } };
      case 'ProposalExtended':
        return { ...state, expiresAt: event.data.expiresAt };
      case 'ProposalNewLinkRequested':
        return { ...state, newLinkRequestedAt: event.data.requestedAt };
      case 'ProposalDeleted':
        return { ...state, deleted: true };
      case 'ProposalArchived':
        return { ...state, archived: true };
      case 'ProposalSent':
      case 'ProposalCallReceived':
      case 'FollowUpSent':
      case 'FollowUpSkipped':
      case 'FollowUpsStopped':
        return state;
      case 'ProposalDeliveryFailed':
        return { ...state, failedDeliveries: [...state.failedDeliveries, event.data.delivery] };
      case 'DepositPaid': {
        const { amount, currency, paidAt } = event.data;
        return { ...state, depositPaid: { amount, currency, at: paidAt } };
      }
      case 'ProposalRead':
        return {
          ...state,
          readMs: { ...state.readMs, [event.data.visitId]: readingTotalMs(event.data) },
        };
    }
  })();
  return { ...next, lifecycle: lifecycleAfter(state.lifecycle, event.type) };
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

// Shared and still awaiting the client's answer: neither signed nor declined.
const assertOpen = (state: ProposalState): ProposalShared['data'] => {
  const share = assertShared(state);
  if (state.signature) {
    throw violation('ProposalAlreadySigned', 'conflict', 'This proposal is already signed.');
  }
  if (state.lifecycle === 'declined') {
    throw violation('ProposalDeclined', 'conflict', 'This proposal was declined.');
  }
  return share;
};

// The link no longer works: past its expiry while still awaiting the client's answer (a signed
// or declined proposal stays open to its client, as their record).
export const isLinkExpired = (state: ProposalState, now: Date): boolean =>
  state.signature === null && state.lifecycle !== 'declined' && isExpired(state.expiresAt, now);

const expiredViolation = (): DomainRuleViolation =>
  new DomainRuleViolation('ProposalExpired', 'gone', expiryMessages.expired, { expired: true });

// The client's answer (a signature, a decline) counts only while the link works.
const assertNotExpired = (state: ProposalState, now: Date): void => {
  if (isExpired(state.expiresAt, now)) throw expiredViolation();
};

// A view or a message comes through the link: none once it expired, unless the client already
// answered (their signed or declined proposal stays theirs to read).
const assertLinkWorks = (state: ProposalState, now: Date): void => {
  if (isLinkExpired(state, now)) throw expiredViolation();
};

// The first heading of the markdown, the title a shared proposal goes by.
export const titleOf = (markdown: string): string => {
  const first = markdown.split('\n').find((line) => line.trim().length > 0) ?? '';
  return first.startsWith('# ') ? first.slice(2).trim() || 'HVAC Proposal' : 'HVAC Proposal';
};

// "$12,500", "12500.50", "$12.5k": the first amount in the price text.
export const amountOf = (text: string | undefined): number => {
  const match = /\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k\b)?/i.exec(text ?? '');
  if (!match) return 0;
  const value = Number(`${match[1].replace(/,/g, '')}${match[2] ?? ''}`);
  return match[3] ? value * 1000 : value;
};

// A client's user agent is kept as evidence, not as a free-size field.
export const USER_AGENT_LENGTH = 300;

export const decideProposal = (
  command: ProposalCommand,
  state: ProposalState,
  { now }: DecideContext,
): ProposalEvent[] => {
  assertNotDeleted(state);
  const at = now.toISOString();
  switch (command.type) {
    case 'GenerateProposal':
      if (state.generated || state.share) {
        throw violation('ProposalAlreadyExists', 'conflict', 'This proposal already exists.');
      }
      return [{ type: 'ProposalGenerated', data: { ...command.data, generatedAt: at } }];

    case 'ShareProposal': {
      if (state.share) {
        throw violation('ProposalAlreadyShared', 'conflict', 'This proposal is already shared.');
      }
      const { value, ...data } = command.data;
      if (data.expiresAt !== undefined) assertExpiry(data.expiresAt, now);
      assertOffer(data);
      if (data.deposit) assertDeposit(data.deposit);
      return [
        {
          type: 'ProposalShared',
          data: {
            ...data,
            title: titleOf(data.content),
            value:
              value ??
              offeredValue(data.priceOptions ?? []) ??
              amountOf(data.keySellingPoints.price),
            sharedAt: at,
          },
        },
      ];
    }

    case 'RecordProposalView':
      assertShared(state);
      assertLinkWorks(state, now);
      return [
        {
          type: 'ProposalViewed',
          data: {
            ...command.data,
            userAgent: command.data.userAgent.slice(0, USER_AGENT_LENGTH),
            viewedAt: at,
            ...(state.viewCount === 0 ? { first: true as const } : {}),
          },
        },
      ];

    case 'SendProposalMessage': {
      const share = assertShared(state);
      assertLinkWorks(state, now);
      return [
        {
          type: 'ProposalMessageReceived',
          data: { ...command.data, title: share.title, receivedAt: at },
        },
      ];
    }

    case 'SignProposal': {
      const share = assertOpen(state);
      assertNotExpired(state, now);
      if (command.data.contentHash !== share.contentHash) {
        throw violation(
          'ProposalContentChanged',
          'conflict',
          'The proposal content does not match what was shared.',
        );
      }
      const { proposalId, signerName, signerEmail, signatureHash, contentHash, ip, consent } =
        command.data;
      const choice = chooseFromOffer(share, command.data.optionId, command.data.addOnIds);
      const { agreementHash } = command.data;
      if (choice && !agreementHash) {
        throw violation('AgreementHashMissing', 'invalid', 'The choice was not sealed.');
      }
      const userAgent = command.data.userAgent.slice(0, USER_AGENT_LENGTH);
      return [
        {
          type: 'ProposalConsentGiven',
          data: { proposalId, signerName, signerEmail, ...consent, ip, userAgent, consentedAt: at },
        },
        {
          type: 'ProposalSigned',
          data: {
            proposalId,
            signerName,
            signerEmail,
            signatureHash,
            contentHash,
            ...(choice && agreementHash ? { choice, agreementHash } : {}),
            title: share.title,
            companyName: share.companyName,
            ip,
            userAgent,
            signedAt: at,
          },
        },
      ];
    }

    case 'DeclineProposal': {
      const share = assertOpen(state);
      assertNotExpired(state, now);
      return [
        {
          type: 'ProposalDeclined',
          data: {
            ...command.data,
            title: share.title,
            clientName: share.clientName,
            declinedAt: at,
          },
        },
      ];
    }

    // Only a proposal still awaiting its client's answer gets more time, and only more.
    case 'ExtendProposal': {
      assertOpen(state);
      const previousExpiresAt = state.expiresAt;
      if (previousExpiresAt === null) {
        throw violation('ProposalNeverExpires', 'invalid', expiryMessages.neverExpires);
      }
      assertExpiry(command.data.expiresAt, now);
      if (Date.parse(command.data.expiresAt) <= Date.parse(previousExpiresAt)) {
        throw violation('InvalidExpiry', 'invalid', expiryMessages.notLater);
      }
      return [
        {
          type: 'ProposalExtended',
          data: {
            proposalId: command.data.proposalId,
            expiresAt: new Date(command.data.expiresAt).toISOString(),
            previousExpiresAt,
            extendedAt: at,
          },
        },
      ];
    }

    // The client of an expired link asks for a new one; asking again within the hour (another
    // tap, another tab) is answered as the first and records nothing.
    case 'RequestNewLink': {
      const share = assertOpen(state);
      if (!isExpired(state.expiresAt, now)) {
        throw violation('ProposalNotExpired', 'conflict', expiryMessages.notExpired);
      }
      const last = state.newLinkRequestedAt;
      if (last !== null && now.getTime() - Date.parse(last) < NEW_LINK_REQUEST_INTERVAL_MS) {
        return [];
      }
      return [
        {
          type: 'ProposalNewLinkRequested',
          data: {
            ...command.data,
            title: share.title,
            clientName: share.clientName,
            expiresAt: state.expiresAt!,
            requestedAt: at,
          },
        },
      ];
    }

    case 'DeleteProposal': {
      if (!state.generated && !state.share) {
        throw violation('ProposalNotFound', 'not_found', 'Proposal not found.');
      }
      const { proposalId, deletedBy } = command.data;
      if (!state.signature) {
        return [{ type: 'ProposalDeleted', data: { proposalId, deletedBy, deletedAt: at } }];
      }
      if (state.archived) {
        throw violation('ProposalArchived', 'gone', 'This proposal has been removed.');
      }
      return [
        { type: 'ProposalArchived', data: { proposalId, archivedBy: deletedBy, archivedAt: at } },
      ];
    }

    // A signed proposal has nothing left to ask of its client, and a declined one was answered:
    // sending either again would only pester them.
    case 'SendProposal': {
      const share = assertOpen(state);
      // A dead link would only disappoint: the contractor extends it first.
      assertNotExpired(state, now);
      if (command.data.deliveries.length === 0) {
        throw violation('NoDelivery', 'invalid', 'Choose email, text message or both.');
      }
      const { proposalId } = command.data;
      return command.data.deliveries.map(({ channel, address }) => ({
        type: 'ProposalSent',
        data: {
          proposalId,
          channel,
          address,
          title: share.title,
          clientName: share.clientName,
          companyName: share.companyName,
          companyAddress: share.companyAddress,
          companyPhone: share.companyPhone,
          companyEmail: share.companyEmail,
          companyLogoSha256: share.companyLogoSha256 ?? null,
          sentAt: at,
        },
      }));
    }

    // A provider tells the same failure more than once (a replayed callback, a sender retried
    // after a crash): the first one stands.
    case 'RecordDeliveryFailure':
      assertShared(state);
      if (state.failedDeliveries.includes(command.data.delivery)) return [];
      return [{ type: 'ProposalDeliveryFailed', data: { ...command.data, failedAt: at } }];

    // Money the client paid is a fact once the provider says so: a repeated or second report of it
    // (Checkout's event and the payment intent's) records nothing more.
    case 'RecordDepositPayment': {
      const share = assertShared(state);
      if (!share.deposit) {
        throw violation('NoDepositAsked', 'conflict', 'This proposal asks for no deposit.');
      }
      if (!state.signature) {
        throw violation('ProposalNotSigned', 'conflict', 'The deposit is paid once signed.');
      }
      if (state.depositPaid) return [];
      return [{ type: 'DepositPaid', data: { ...command.data, paidAt: at } }];
    }

    // Reading is looked at like a view: of a shared link that still works (a signed or declined
    // one stays open to its client).
    case 'RecordProposalReading': {
      const share = assertShared(state);
      if (isLinkExpired(state, now)) assertNotExpired(state, now);
      return readingOf(command.data, share, state.readMs[command.data.visitId], at);
    }
  }
};

export const proposalDecider: Decider<ProposalState, ProposalCommand, ProposalEvent> = {
  initialState: initialProposalState,
  evolve: evolveProposal,
  decide: decideProposal,
};
