import { actedBy } from '../../accounts/index.js';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { allowanceDecider, allowanceStreamName } from '@vanilla/domain';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { ReleaseProposalAllowanceCommand } from './release-proposal-allowance.command.js';

@CommandHandler(ReleaseProposalAllowanceCommand)
export class ReleaseProposalAllowanceHandler implements ICommandHandler<ReleaseProposalAllowanceCommand> {
  constructor(private readonly decisions: StreamDecisions) {}

  async execute({ principal, proposalId, month }: ReleaseProposalAllowanceCommand): Promise<void> {
    await this.decisions.decideAndAppend(
      allowanceStreamName(principal.userId, month),
      allowanceDecider,
      { type: 'ReleaseProposalAllowance', data: { userId: principal.userId, proposalId } },
      actedBy(principal),
    );
  }
}
