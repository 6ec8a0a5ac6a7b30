import { Command } from '@nestjs/cqrs';
import type { FollowUpsStopResponse } from '@vanilla/contracts';
import type { Principal } from '../../accounts/index.js';

// The contractor's "Stop follow-ups" (principal), or the client's unsubscribe link (null).
export class StopFollowUpsCommand extends Command<FollowUpsStopResponse> {
  constructor(
    readonly principal: Principal | null,
    readonly token: string,
  ) {
    super();
  }
}
