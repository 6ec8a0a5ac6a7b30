import { Controller, HttpCode, Inject, Logger, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { HttpRequest } from '../infrastructure/http/http.js';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { BillingDirectory } from './billing-directory.js';
import { RecordStripeEventCommand } from './commands/record-stripe-event.command.js';
import type { StripeWebhookVerifier } from './providers/payments.js';
import { STRIPE_WEBHOOK_VERIFIER } from './providers/providers.js';
import { customerIn, receiveStripeEvent, stripeCommandOf, userIdIn } from './stripe-events.js';
import { ApiTags } from '@nestjs/swagger';
import {
  ApiAnswer,
  ApiErrors,
  ApiProviderBody,
} from '../infrastructure/http/api-docs.decorators.js';

// Stripe's webhooks: the raw body is verified with `constructEvent` and the event read against its
// schema (stripe-events.ts; 400 and nothing stored when either fails), then recorded on the user's
// subscription stream (RecordStripeEventHandler).
@ApiTags('webhooks')
@Controller('webhooks/stripe')
export class StripeWebhookController {
  private readonly logger = new Logger(StripeWebhookController.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STRIPE_WEBHOOK_VERIFIER) private readonly verify: StripeWebhookVerifier | null,
    private readonly commands: CommandBus,
    private readonly directory: BillingDirectory,
  ) {}

  @ApiAnswer('Stripe: subscription and payment events', 'application/json', {
    type: 'object',
    required: ['received'],
    properties: { received: { type: 'boolean', enum: [true] } },
  })
  @ApiProviderBody('application/json', 'A Stripe event, signed with Stripe-Signature')
  @ApiErrors(400, 503)
  @Post()
  @HttpCode(200)
  async receive(@Req() request: RawBodyRequest<HttpRequest>): Promise<{ received: true }> {
    const event = receiveStripeEvent(this.verify, request, {
      endpoint: 'Stripe webhooks',
      secretName: 'STRIPE_WEBHOOK_SECRET',
    });
    const customer = customerIn(event);
    const userId =
      userIdIn(event) ?? (customer ? await this.directory.userIdOfCustomer(customer) : null);
    const command = userId ? stripeCommandOf(event, userId, this.config.stripe.prices) : null;
    if (!userId || !command) {
      if (!userId) this.logger.warn(`Stripe ${event.type} ${event.id}: no user of ours; ignored`);
      return { received: true };
    }
    await this.commands.execute(new RecordStripeEventCommand(command, event.type));
    return { received: true };
  }
}
