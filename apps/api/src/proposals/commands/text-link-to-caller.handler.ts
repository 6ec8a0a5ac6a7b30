import { HttpException, Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { plans } from '@vanilla/contracts';
import {
  DomainRuleViolation,
  fold,
  isProposalEvent,
  proposalDecider,
  proposalStreamName,
} from '@vanilla/domain';
import { TIER_READER } from '../../accounts/index.js';
import type { TierReader } from '../../accounts/index.js';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import {
  EVENT_STORE,
  WrongExpectedRevisionError,
} from '../../infrastructure/event-store/event-store.js';
import type { EventStore } from '../../infrastructure/event-store/event-store.js';
import { MessagingService } from '../../messaging/index.js';
import { toE164 } from '../../pipeline/index.js';
import { findOpenProposals, proposalCallEventId } from '../callers/caller-proposals.js';
import type { OpenProposal } from '../callers/caller-proposals.js';
import { clientTextAddress } from './client-text-address.js';
import { TextLinkToCallerCommand } from './text-link-to-caller.command.js';

const TEAM_WILL_SEND = 'Tell the caller the team will send it.';
const MAX_ATTEMPTS = 5;

// Step 4's send by text, asked for by the receptionist: a ProposalSent on the caller's most
// recently active proposal that can still be sent (not signed), to the number calling, which the
// reactor texts as any other. Only the company's own proposals shared to that very number; at most
// one text per call and proposal (a tool called twice, or delivered again, sends nothing more);
// the creator's plan must include sending, as it must from step 4. Nothing here throws at Vapi: every refusal is a
// sentence for the assistant to pass on.
@CommandHandler(TextLinkToCallerCommand)
export class TextLinkToCallerHandler implements ICommandHandler<TextLinkToCallerCommand, string> {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(TIER_READER) private readonly tiers: TierReader,
    private readonly messaging: MessagingService,
  ) {}

  async execute({ call }: TextLinkToCallerCommand): Promise<string> {
    const from = toE164(call.from);
    for (const proposal of await findOpenProposals(this.db, call.companyId, from)) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const said = await this.textOnce(call, from, proposal);
          if (said !== null) return said;
          break;
        } catch (error) {
          // A view landed between the read and the append: read again and decide again.
          if (error instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) continue;
          if (error instanceof HttpException || error instanceof DomainRuleViolation) {
            return `The link could not be texted (${error.message}). ${TEAM_WILL_SEND}`;
          }
          throw error;
        }
      }
    }
    return `This caller has no proposal whose link can be texted. ${TEAM_WILL_SEND}`;
  }

  // Step 4's decision on the proposal as it stands, appended under an id made of the call: every
  // delivery of the tool call, concurrent or repeated, finds that id stored and sends nothing more.
  // Null when the proposal is signed (the next one may be sendable).
  private async textOnce(
    call: TextLinkToCallerCommand['call'],
    from: string,
    proposal: OpenProposal,
  ): Promise<string | null> {
    const stream = proposalStreamName(proposal.proposalId);
    const recorded = await this.store.readStream(stream);
    const id = proposalCallEventId('ProposalSent', proposal.proposalId, call.callId);
    const already = `The link to "${proposal.title}" was already texted during this call.`;
    if (recorded.some((event) => event.id === id)) return already;
    const state = fold(proposalDecider, recorded.filter(isProposalEvent));
    if (state.signature || !state.creatorId) return null;
    if (!plans[await this.tiers.currentTier(state.creatorId)].sendsProposals) {
      return `Texting the link is not available. ${TEAM_WILL_SEND}`;
    }
    const address = await clientTextAddress(this.messaging, call.companyId, from);
    const [sent] = proposalDecider.decide(
      {
        type: 'SendProposal',
        data: { proposalId: proposal.proposalId, deliveries: [{ channel: 'sms', address }] },
      },
      state,
      { now: new Date() },
    );
    const { appended } = await this.store.append(
      stream,
      [
        {
          id,
          type: sent.type,
          data: sent.data,
          metadata: { companyId: call.companyId, source: 'vapi:tool-calls', callId: call.callId },
        },
      ],
      { expectedRevision: recorded.at(-1)?.revision ?? 'no_stream' },
    );
    return appended === 0
      ? already
      : `Texted the link to "${proposal.title}" to the number the caller is calling from.`;
  }
}
