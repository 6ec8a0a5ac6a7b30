import { actedBy } from '../../accounts/index.js';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import {
  allowanceDecider,
  allowanceStreamName,
  DomainRuleViolation,
  monthOf,
  PROPOSAL_ALLOWANCE_USED_UP,
} from '@vanilla/domain';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { proposalLimitReached } from '../plan-limits.js';
import { UseProposalAllowanceCommand } from './use-proposal-allowance.command.js';

// Decided on the user's stream of the month with its expected revision: of instances racing for
// the last proposal, the one whose append lands first counts it, the others read it and refuse.
@CommandHandler(UseProposalAllowanceCommand)
export class UseProposalAllowanceHandler implements ICommandHandler<UseProposalAllowanceCommand> {
  constructor(private readonly decisions: StreamDecisions) {}

  async execute({ principal, proposalId, terms, now }: UseProposalAllowanceCommand): Promise<void> {
    try {
      await this.decisions.decideAndAppend(
        allowanceStreamName(principal.userId, monthOf(now)),
        allowanceDecider,
        { type: 'UseProposalAllowance', data: { userId: principal.userId, proposalId, ...terms } },
        actedBy(principal),
        { now },
      );
    } catch (error) {
      if (error instanceof DomainRuleViolation && error.code === PROPOSAL_ALLOWANCE_USED_UP) {
        throw proposalLimitReached(terms.tier);
      }
      throw error;
    }
  }
}
