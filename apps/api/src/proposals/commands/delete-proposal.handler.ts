import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { proposalDecider, proposalStreamName } from '@vanilla/domain';
import { decideAndAppend } from '../../infrastructure/event-store/decide-and-append.js';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.js';
import type { EventStore } from '../../infrastructure/event-store/event-store.js';
import { ProposalAccess } from '../proposal-access.js';
import { DeleteProposalCommand } from './delete-proposal.command.js';

@CommandHandler(DeleteProposalCommand)
export class DeleteProposalHandler implements ICommandHandler<DeleteProposalCommand, void> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: ProposalAccess,
  ) {}

  async execute({ principal, token }: DeleteProposalCommand): Promise<void> {
    const { owner } = await this.access.forPrincipal(principal, token);
    await decideAndAppend(
      this.store,
      proposalStreamName(owner.proposalId),
      proposalDecider,
      {
        type: 'DeleteProposal',
        data: { proposalId: owner.proposalId, deletedBy: principal.userId },
      },
      { actorUserId: principal.userId, companyId: principal.companyId },
    );
  }
}
