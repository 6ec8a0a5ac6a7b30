import { actedBy } from '../../accounts/index.js';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { subscriptionDecider, subscriptionStreamName } from '@vanilla/domain';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { StartCheckoutCommand } from './start-checkout.command.js';

@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand> {
  constructor(private readonly decisions: StreamDecisions) {}

  async execute({
    principal,
    priceId,
    tier,
    sessionId,
    trialDays,
  }: StartCheckoutCommand): Promise<void> {
    await this.decisions.decideAndAppend(
      subscriptionStreamName(principal.userId),
      subscriptionDecider,
      { type: 'StartCheckout', data: { userId: principal.userId, priceId, sessionId, trialDays } },
      { ...actedBy(principal), tier },
    );
  }
}
