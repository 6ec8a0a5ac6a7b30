import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { proposalDecider, proposalStreamName } from '@vanilla/domain';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
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
    private readonly decisions: StreamDecisions,
    private readonly access: ProposalAccess,
  ) {}

  async execute(command: SendProposalMessageCommand): Promise<void> {
    const { owner } = await this.access.byToken(command.token);
    await this.decisions.decideAndAppend(
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
