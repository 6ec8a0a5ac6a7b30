import { Command } from '@nestjs/cqrs';
import type { Receptionist } from '@vanilla/contracts';
import type { CreateReceptionistRequest } from '@vanilla/contracts/dto';
import type { Principal } from '../../accounts/index.js';

export class CreateReceptionistCommand extends Command<Receptionist> {
  constructor(
    readonly principal: Principal,
    readonly request: CreateReceptionistRequest,
    readonly testMode: boolean,
  ) {
    super();
  }
}
