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
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.js';
import type { EventStore } from '../../infrastructure/event-store/event-store.js';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { MessagingService } from '../../messaging/index.js';
import { toE164 } from '../../pipeline/index.js';
import { findOpenProposals } from '../callers/caller-proposals.js';
import { clientTextAddress } from './client-text-address.js';
import { TextLinkToCallerCommand } from './text-link-to-caller.command.js';

const TEAM_WILL_SEND = 'Tell the caller the team will send it.';

// Step 4's send by text, asked for by the receptionist: a ProposalSent on the caller's most
// recently active proposal that can still be sent (not signed), to the number calling, which the
// reactor texts as any other. Only the company's own proposals shared to that very number; at most
// one text per call and proposal (a tool called twice sends nothing more); the creator's plan must
// include sending, as it must from step 4. Nothing here throws at Vapi: every refusal is a
// sentence for the assistant to pass on.
@CommandHandler(TextLinkToCallerCommand)
export class TextLinkToCallerHandler implements ICommandHandler<TextLinkToCallerCommand, string> {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(TIER_READER) private readonly tiers: TierReader,
    private readonly decisions: StreamDecisions,
    private readonly messaging: MessagingService,
  ) {}

  async execute({ call }: TextLinkToCallerCommand): Promise<string> {
    const from = toE164(call.from);
    for (const proposal of await findOpenProposals(this.db, call.companyId, from)) {
      const recorded = await this.store.readStream(proposalStreamName(proposal.proposalId));
      if (
        recorded.some(
          (event) => event.type === 'ProposalSent' && event.metadata.callId === call.callId,
        )
      ) {
        return `The link to "${proposal.title}" was already texted during this call.`;
      }
      const state = fold(proposalDecider, recorded.filter(isProposalEvent));
      if (state.signature || !state.creatorId) continue;
      if (!plans[await this.tiers.currentTier(state.creatorId)].sendsProposals) {
        return `Texting the link is not available. ${TEAM_WILL_SEND}`;
      }
      try {
        const address = await clientTextAddress(this.messaging, call.companyId, from);
        await this.decisions.decideAndAppend(
          proposalStreamName(proposal.proposalId),
          proposalDecider,
          {
            type: 'SendProposal',
            data: {
              proposalId: proposal.proposalId,
              deliveries: [{ channel: 'sms', address }],
            },
          },
          { companyId: call.companyId, source: 'vapi:tool-calls', callId: call.callId },
        );
      } catch (error) {
        if (error instanceof HttpException || error instanceof DomainRuleViolation) {
          return `The link could not be texted (${error.message}). ${TEAM_WILL_SEND}`;
        }
        throw error;
      }
      return `Texted the link to "${proposal.title}" to the number the caller is calling from.`;
    }
    return `This caller has no proposal whose link can be texted. ${TEAM_WILL_SEND}`;
  }
}
