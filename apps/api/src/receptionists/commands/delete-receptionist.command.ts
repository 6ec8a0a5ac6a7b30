import type { Principal } from '../../accounts/principal.js';

export class DeleteReceptionistCommand {
  constructor(
    readonly principal: Principal,
    readonly receptionistId: string,
  ) {}
}
