import { BadRequestException, ForbiddenException, Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { plans, sendProposalMessages } from '@vanilla/contracts';
import type { SendChannel, SendProposalResponse } from '@vanilla/contracts';
import { proposalDecider, proposalStreamName } from '@vanilla/domain';
import type { ProposalSent } from '@vanilla/domain';
import { actedBy, TIER_READER } from '../../accounts/index.js';
import type { TierReader } from '../../accounts/index.js';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { MessagingService } from '../../messaging/index.js';
import { ProposalAccess } from '../proposal-access.js';
import { clientTextAddress } from './client-text-address.js';
import { SendProposalCommand } from './send-proposal.command.js';

// Step 4's Send Proposal: records one ProposalSent per channel. The handler only decides; the
// proposal reactor writes the client's mail and text to their outboxes from the events, with the
// event's checkpoint, so a crash between the two can neither lose a message nor send it twice.
// Everything that would make a channel impossible is checked first, so a refused send records
// nothing (not even the other channel's).
@CommandHandler(SendProposalCommand)
export class SendProposalHandler implements ICommandHandler<
  SendProposalCommand,
  SendProposalResponse
> {
  constructor(
    private readonly decisions: StreamDecisions,
    private readonly access: ProposalAccess,
    @Inject(TIER_READER) private readonly tiers: TierReader,
    private readonly messaging: MessagingService,
  ) {}

  async execute({ principal, request }: SendProposalCommand): Promise<SendProposalResponse> {
    // Not found before locked: a token of another company or member says nothing about its plan.
    const { owner, state } = await this.access.forPrincipal(principal, request.token);
    if (!plans[await this.tiers.currentTier(principal.userId)].sendsProposals) {
      throw new ForbiddenException(sendProposalMessages.superProOnly);
    }
    const deliveries: Array<{ channel: SendChannel; address: string }> = [];
    if (request.channels.includes('email')) {
      const email = request.email ?? state.share?.clientEmail.trim() ?? '';
      if (!email) throw new BadRequestException(sendProposalMessages.noEmail);
      deliveries.push({ channel: 'email', address: email });
    }
    if (request.channels.includes('sms')) {
      deliveries.push({
        channel: 'sms',
        address: await clientTextAddress(
          this.messaging,
          owner.companyId,
          request.phone ?? state.share?.clientPhone ?? '',
        ),
      });
    }

    const { events } = await this.decisions.decideAndAppend(
      proposalStreamName(owner.proposalId),
      proposalDecider,
      { type: 'SendProposal', data: { proposalId: owner.proposalId, deliveries } },
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
