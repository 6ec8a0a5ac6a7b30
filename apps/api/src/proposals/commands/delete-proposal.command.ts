import type { Principal } from '../../accounts/principal.js';

export class DeleteProposalCommand {
  constructor(
    readonly principal: Principal,
    readonly token: string,
  ) {}
}
