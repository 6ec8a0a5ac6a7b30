import { Command } from '@nestjs/cqrs';
import type { UseProposalAllowance } from '@vanilla/domain';
import type { Principal } from '../../accounts/index.js';

// The caller's plan as billing read it: what the allowance is decided against.
export type AllowanceTerms = Pick<UseProposalAllowance['data'], 'tier' | 'limit' | 'countedBefore'>;

// Counts `proposalId` against the allowance of the month `now` falls in; 402 when none is left.
export class UseProposalAllowanceCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly proposalId: string,
    readonly terms: AllowanceTerms,
    readonly now: Date,
  ) {
    super();
  }
}
