import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { proposalDecider, proposalStreamName } from '@vanilla/domain';
import { decideAndAppend } from '../../infrastructure/event-store/decide-and-append.js';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.js';
import type { EventStore } from '../../infrastructure/event-store/event-store.js';
import { ProposalAccess } from '../proposal-access.js';
import { clientIpHash } from '../signature-image.js';
import { SendProposalMessageCommand } from './send-proposal-message.command.js';

// "Contact About This Proposal": the client's question lands in the log, and from there in the
// creator's inbox (ProposalMailReactor).
@CommandHandler(SendProposalMessageCommand)
export class SendProposalMessageHandler implements ICommandHandler<
  SendProposalMessageCommand,
  void
> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: ProposalAccess,
  ) {}

  async execute(command: SendProposalMessageCommand): Promise<void> {
    const { owner } = await this.access.byToken(command.token);
    await decideAndAppend(
      this.store,
      proposalStreamName(owner.proposalId),
      proposalDecider,
      {
        type: 'SendProposalMessage',
        data: {
          proposalId: owner.proposalId,
          name: command.name,
          email: command.email,
          message: command.message,
          ipHash: clientIpHash(owner.proposalId, command.client.ip),
        },
      },
      { companyId: owner.companyId },
    );
  }
}
