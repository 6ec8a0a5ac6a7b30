import { Command } from '@nestjs/cqrs';
import type { ShareProposalResponse } from '@vanilla/contracts';
import type { ShareProposalRequest } from '@vanilla/contracts/dto';
import type { Principal } from '../../accounts/index.js';

export class ShareProposalCommand extends Command<ShareProposalResponse> {
  constructor(
    readonly principal: Principal,
    readonly request: ShareProposalRequest,
  ) {
    super();
  }
}
