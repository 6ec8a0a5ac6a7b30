import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { proposalDecider, proposalStreamName, USER_AGENT_LENGTH } from '@vanilla/domain';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { ProposalAccess } from '../proposal-access.js';
import { RequestNewLinkCommand } from './request-new-link.command.js';

// The client of an expired link asks its contractor for a new one, by the link's token like a
// signature. The notice follows from the event (ProposalMailReactor); a repeated ask within the
// hour records nothing and answers with the first one's time.
@CommandHandler(RequestNewLinkCommand)
export class RequestNewLinkHandler implements ICommandHandler<
  RequestNewLinkCommand,
  { requestedAt: string }
> {
  constructor(
    private readonly decisions: StreamDecisions,
    private readonly access: ProposalAccess,
  ) {}

  async execute(command: RequestNewLinkCommand) {
    const { owner } = await this.access.byToken(command.token);
    const { state } = await this.decisions.decideAndAppend(
      proposalStreamName(owner.proposalId),
      proposalDecider,
      {
        type: 'RequestNewLink',
        data: { proposalId: owner.proposalId, message: command.message },
      },
      {
        companyId: owner.companyId,
        ip: command.client.ip,
        userAgent: command.client.userAgent.slice(0, USER_AGENT_LENGTH),
      },
    );
    return { requestedAt: state.newLinkRequestedAt! };
  }
}
