import type { Principal } from '../../accounts/index.js';

export class DeleteProposalCommand {
  constructor(
    readonly principal: Principal,
    readonly token: string,
  ) {}
}
