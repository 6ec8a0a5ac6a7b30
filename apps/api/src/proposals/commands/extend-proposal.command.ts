import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../accounts/index.js';

export class ExtendProposalCommand extends Command<{ expiresAt: string }> {
  constructor(
    readonly principal: Principal,
    readonly token: string,
    readonly expiresAt: string,
  ) {
    super();
  }
}
