import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { proposalDecider, proposalStreamName } from '@vanilla/domain';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { ProposalAccess } from '../proposal-access.js';
import { clientIpHash } from '../signature-image.js';
import { RecordProposalViewCommand } from './record-proposal-view.command.js';

@CommandHandler(RecordProposalViewCommand)
export class RecordProposalViewHandler implements ICommandHandler<
  RecordProposalViewCommand,
  { recorded: boolean }
> {
  constructor(
    private readonly decisions: StreamDecisions,
    private readonly access: ProposalAccess,
  ) {}

  async execute({ token, client, viewerCompanyId }: RecordProposalViewCommand) {
    // The decider refuses a view of a deleted or unshared proposal; no state is read here first.
    const owner = await this.access.owner(token);
    if (viewerCompanyId === owner.companyId) return { recorded: false };
    await this.decisions.decideAndAppend(
      proposalStreamName(owner.proposalId),
      proposalDecider,
      {
        type: 'RecordProposalView',
        data: {
          proposalId: owner.proposalId,
          ipHash: clientIpHash(owner.proposalId, client.ip),
          userAgent: client.userAgent,
        },
      },
      { companyId: owner.companyId },
      // A view costs nothing to lose in a database crash: it does not wait for the disk.
      { durability: 'relaxed' },
    );
    return { recorded: true };
  }
}
