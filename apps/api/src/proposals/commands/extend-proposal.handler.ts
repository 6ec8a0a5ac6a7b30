import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { proposalDecider, proposalStreamName } from '@vanilla/domain';
import { actedBy } from '../../accounts/index.js';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { ProposalAccess } from '../proposal-access.js';
import { ExtendProposalCommand } from './extend-proposal.command.js';

// The contractor gives the client more time (from the dashboard): whoever may see the proposal
// may extend it, a manager of its company or the member who created it; to anyone else it does
// not exist.
@CommandHandler(ExtendProposalCommand)
export class ExtendProposalHandler implements ICommandHandler<
  ExtendProposalCommand,
  { expiresAt: string }
> {
  constructor(
    private readonly decisions: StreamDecisions,
    private readonly access: ProposalAccess,
  ) {}

  async execute({ principal, token, expiresAt }: ExtendProposalCommand) {
    const { owner } = await this.access.forPrincipal(principal, token);
    const { state } = await this.decisions.decideAndAppend(
      proposalStreamName(owner.proposalId),
      proposalDecider,
      { type: 'ExtendProposal', data: { proposalId: owner.proposalId, expiresAt } },
      actedBy(principal),
    );
    return { expiresAt: state.expiresAt! };
  }
}
