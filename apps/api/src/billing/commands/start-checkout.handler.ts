import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { subscriptionDecider, subscriptionStreamName } from '@vanilla/domain';
import { decideAndAppend } from '../../infrastructure/event-store/decide-and-append.js';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.js';
import type { EventStore } from '../../infrastructure/event-store/event-store.js';
import { StartCheckoutCommand } from './start-checkout.command.js';

@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({
    principal,
    priceId,
    tier,
    sessionId,
    trialDays,
  }: StartCheckoutCommand): Promise<void> {
    await decideAndAppend(
      this.store,
      subscriptionStreamName(principal.userId),
      subscriptionDecider,
      { type: 'StartCheckout', data: { userId: principal.userId, priceId, sessionId, trialDays } },
      { actorUserId: principal.userId, companyId: principal.companyId, tier },
    );
  }
}
