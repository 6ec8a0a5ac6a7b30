import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import {
  DomainRuleViolation,
  proposalDecider,
  proposalStreamName,
  USER_AGENT_LENGTH,
} from '@vanilla/domain';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { ProposalAccess } from '../proposal-access.js';
import { DeclineProposalCommand } from './decline-proposal.command.js';

// The client's "no" from the shared page, by the link's token like a signature: a fact of the log
// the dashboards show as declined. Who sent it (address, browser) goes with it as evidence.
@CommandHandler(DeclineProposalCommand)
export class DeclineProposalHandler implements ICommandHandler<
  DeclineProposalCommand,
  { declinedAt: string }
> {
  constructor(
    private readonly decisions: StreamDecisions,
    private readonly access: ProposalAccess,
  ) {}

  async execute(command: DeclineProposalCommand): Promise<{ declinedAt: string }> {
    const { owner } = await this.access.byToken(command.token);
    const now = new Date();
    try {
      await this.decisions.decideAndAppend(
        proposalStreamName(owner.proposalId),
        proposalDecider,
        { type: 'DeclineProposal', data: { proposalId: owner.proposalId, reason: command.reason } },
        {
          companyId: owner.companyId,
          ip: command.client.ip,
          userAgent: command.client.userAgent.slice(0, USER_AGENT_LENGTH),
        },
        { now },
      );
      return { declinedAt: now.toISOString() };
    } catch (error) {
      // Declined already (a double tap, a retried request, a second tab): the first decline and
      // its reason stand, and the client is told it went through rather than refused.
      if (!(error instanceof DomainRuleViolation) || error.code !== 'ProposalDeclined') throw error;
      const { state } = await this.access.byToken(command.token);
      return { declinedAt: state.decline?.at ?? now.toISOString() };
    }
  }
}
