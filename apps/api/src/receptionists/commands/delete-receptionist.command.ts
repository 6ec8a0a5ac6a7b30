import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../accounts/index.js';

export class DeleteReceptionistCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly receptionistId: string,
  ) {
    super();
  }
}
