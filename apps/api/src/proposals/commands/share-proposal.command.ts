import type { ShareProposalRequest } from '@vanilla/contracts';
import type { Principal } from '../../accounts/index.js';

export class ShareProposalCommand {
  constructor(
    readonly principal: Principal,
    readonly request: ShareProposalRequest,
  ) {}
}
