import { Command } from '@nestjs/cqrs';
import type { Receptionist } from '@vanilla/contracts';
import type { UpdateReceptionistRequest } from '@vanilla/contracts/dto';
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
