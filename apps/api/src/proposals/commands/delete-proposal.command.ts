import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../accounts/index.js';

export class DeleteProposalCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly token: string,
  ) {
    super();
  }
}
