import type { Principal } from '../../accounts/index.js';

export class DeleteReceptionistCommand {
  constructor(
    readonly principal: Principal,
    readonly receptionistId: string,
  ) {}
}
