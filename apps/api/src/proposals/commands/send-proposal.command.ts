import { Command } from '@nestjs/cqrs';
import type { SendProposalResponse } from '@vanilla/contracts';
import type { SendProposalRequest } from '@vanilla/contracts/dto';
import type { Principal } from '../../accounts/index.js';

export class SendProposalCommand extends Command<SendProposalResponse> {
  constructor(
    readonly principal: Principal,
    readonly request: SendProposalRequest,
  ) {
    super();
  }
}
