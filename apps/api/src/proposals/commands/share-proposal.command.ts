import type { ShareProposalRequest } from '@vanilla/contracts';
import type { Principal } from '../../accounts/principal.js';

export class ShareProposalCommand {
  constructor(
    readonly principal: Principal,
    readonly request: ShareProposalRequest,
  ) {}
}
