import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../accounts/index.js';

// Gives back the use `proposalId` took of the allowance of `month` ("YYYY-MM").
export class ReleaseProposalAllowanceCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly proposalId: string,
    readonly month: string,
  ) {
    super();
  }
}
