import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { subscriptionDecider, subscriptionStreamName } from '@vanilla/domain';
import { decideAndAppend } from '../../infrastructure/event-store/decide-and-append.js';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.js';
import type { EventStore } from '../../infrastructure/event-store/event-store.js';
import { RecordStripeEventCommand } from './record-stripe-event.command.js';

// Recorded on the user's subscription stream, where the decider drops repeats and out-of-date
// states.
@CommandHandler(RecordStripeEventCommand)
export class RecordStripeEventHandler implements ICommandHandler<RecordStripeEventCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ command, stripeEventType }: RecordStripeEventCommand): Promise<void> {
    const { userId, stripeEventId } = command.data;
    await decideAndAppend(
      this.store,
      subscriptionStreamName(userId),
      subscriptionDecider,
      command,
      { actorUserId: userId, source: `stripe:${stripeEventType}`, stripeEventId },
    );
  }
}
