import { Command } from '@nestjs/cqrs';
import type { Receptionist, UpdateReceptionistRequest } from '@vanilla/contracts';
import type { Principal } from '../../accounts/index.js';

export class UpdateReceptionistCommand extends Command<Receptionist> {
  constructor(
    readonly principal: Principal,
    readonly receptionistId: string,
    readonly request: UpdateReceptionistRequest,
  ) {
    super();
  }
}
