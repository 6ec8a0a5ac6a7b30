import type { CreateReceptionistRequest } from '@vanilla/contracts';
import type { Principal } from '../../accounts/index.js';

export class CreateReceptionistCommand {
  constructor(
    readonly principal: Principal,
    readonly request: CreateReceptionistRequest,
    readonly testMode: boolean,
  ) {}
}
