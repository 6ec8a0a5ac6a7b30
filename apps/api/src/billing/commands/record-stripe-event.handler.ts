import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { subscriptionDecider, subscriptionStreamName } from '@vanilla/domain';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { RecordStripeEventCommand } from './record-stripe-event.command.js';

// Recorded on the user's subscription stream, where the decider drops repeats and out-of-date
// states.
@CommandHandler(RecordStripeEventCommand)
export class RecordStripeEventHandler implements ICommandHandler<RecordStripeEventCommand> {
  constructor(private readonly decisions: StreamDecisions) {}

  async execute({ command, stripeEventType }: RecordStripeEventCommand): Promise<void> {
    const { userId, stripeEventId } = command.data;
    await this.decisions.decideAndAppend(
      subscriptionStreamName(userId),
      subscriptionDecider,
      command,
      { actorUserId: userId, source: `stripe:${stripeEventType}`, stripeEventId },
    );
  }
}
