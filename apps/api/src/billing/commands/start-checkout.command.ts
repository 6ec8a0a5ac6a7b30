import { Command } from '@nestjs/cqrs';
import type { Tier } from '@vanilla/contracts';
import type { Principal } from '../../accounts/index.js';

// A Stripe Checkout session opened for `principal` on a paid plan.
export class StartCheckoutCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly priceId: string,
    readonly tier: Exclude<Tier, 'free'>,
    readonly sessionId: string,
    readonly trialDays: number,
  ) {
    super();
  }
}
