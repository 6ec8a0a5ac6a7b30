import { Command } from '@nestjs/cqrs';
import type { ReceptionistFeedbackRequest } from '@vanilla/contracts/dto';
import type { Principal } from '../../accounts/index.js';

export class SendReceptionistFeedbackCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly request: ReceptionistFeedbackRequest,
  ) {
    super();
  }
}
