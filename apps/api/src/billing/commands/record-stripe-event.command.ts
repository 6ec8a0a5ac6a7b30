import { Command } from '@nestjs/cqrs';
import type { RecordStripeEvent } from '@vanilla/domain';

// A verified Stripe webhook, read into the domain's command; `stripeEventType` is kept in the
// metadata.
export class RecordStripeEventCommand extends Command<void> {
  constructor(
    readonly command: RecordStripeEvent,
    readonly stripeEventType: string,
  ) {
    super();
  }
}
