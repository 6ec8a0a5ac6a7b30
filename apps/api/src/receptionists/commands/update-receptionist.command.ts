import type { UpdateReceptionistRequest } from '@vanilla/contracts';
import type { Principal } from '../../accounts/index.js';

export class UpdateReceptionistCommand {
  constructor(
    readonly principal: Principal,
    readonly receptionistId: string,
    readonly request: UpdateReceptionistRequest,
  ) {}
}
