import { Command } from '@nestjs/cqrs';
import type { CreateReceptionistRequest, Receptionist } from '@vanilla/contracts';
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
