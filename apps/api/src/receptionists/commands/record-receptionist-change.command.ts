import { Command } from '@nestjs/cqrs';
import type { ReceptionistCommand } from '@vanilla/domain';
import type { Principal } from '../../accounts/index.js';

// A receptionist's creation, update or deletion, decided on its stream once the providers agreed.
export class RecordReceptionistChangeCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly change: ReceptionistCommand,
  ) {
    super();
  }
}
