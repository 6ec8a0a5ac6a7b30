import { BadRequestException, ForbiddenException, Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { plans, sendProposalMessages } from '@vanilla/contracts';
import type { SendProposalResponse } from '@vanilla/contracts';
import { proposalDecider, proposalStreamName } from '@vanilla/domain';
import type { ProposalSent } from '@vanilla/domain';
import { actedBy, TIER_READER } from '../../accounts/index.js';
import type { TierReader } from '../../accounts/index.js';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { ProposalAccess } from '../proposal-access.js';
import { SendProposalCommand } from './send-proposal.command.js';

// Step 4's Send Proposal: records one ProposalSent per channel. The handler only decides; the
// proposal mail reactor writes the client's mail to the outbox from the event, with the event's
// checkpoint, so a crash between the two can neither lose the mail nor send it twice.
@CommandHandler(SendProposalCommand)
export class SendProposalHandler implements ICommandHandler<
  SendProposalCommand,
  SendProposalResponse
> {
  constructor(
    private readonly decisions: StreamDecisions,
    private readonly access: ProposalAccess,
    @Inject(TIER_READER) private readonly tiers: TierReader,
  ) {}

  async execute({ principal, request }: SendProposalCommand): Promise<SendProposalResponse> {
    // Not found before locked: a token of another company or member says nothing about its plan.
    const { owner, state } = await this.access.forPrincipal(principal, request.token);
    if (!plans[await this.tiers.currentTier(principal.userId)].sendsProposals) {
      throw new ForbiddenException(sendProposalMessages.superProOnly);
    }
    // Text messages need an SMS outbox and Twilio's Messaging API, which this build does not
    // have yet; refusing says so instead of recording a text that never leaves.
    if (request.channels.includes('sms')) {
      throw new BadRequestException(sendProposalMessages.smsUnavailable);
    }
    const email = request.email ?? state.share?.clientEmail.trim() ?? '';
    if (!email) throw new BadRequestException(sendProposalMessages.noEmail);

    const { events } = await this.decisions.decideAndAppend(
      proposalStreamName(owner.proposalId),
      proposalDecider,
      {
        type: 'SendProposal',
        data: { proposalId: owner.proposalId, deliveries: [{ channel: 'email', address: email }] },
      },
      actedBy(principal),
    );
    return {
      success: true,
      sent: events
        .filter((event): event is ProposalSent => event.type === 'ProposalSent')
        .map(({ data }) => ({
          channel: data.channel,
          address: data.address,
          sent_at: data.sentAt,
        })),
    };
  }
}
