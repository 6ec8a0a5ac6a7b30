import { actedBy } from '../../accounts/index.js';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { proposalDecider, proposalStreamName } from '@vanilla/domain';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { ProposalAccess } from '../proposal-access.js';
import { DeleteProposalCommand } from './delete-proposal.command.js';

@CommandHandler(DeleteProposalCommand)
export class DeleteProposalHandler implements ICommandHandler<DeleteProposalCommand, void> {
  constructor(
    private readonly decisions: StreamDecisions,
    private readonly access: ProposalAccess,
  ) {}

  async execute({ principal, token }: DeleteProposalCommand): Promise<void> {
    const { owner } = await this.access.forPrincipal(principal, token);
    await this.decisions.decideAndAppend(
      proposalStreamName(owner.proposalId),
      proposalDecider,
      {
        type: 'DeleteProposal',
        data: { proposalId: owner.proposalId, deletedBy: principal.userId },
      },
      actedBy(principal),
    );
  }
}
