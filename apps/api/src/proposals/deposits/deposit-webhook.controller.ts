import { Controller, HttpCode, Inject, Logger, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ConnectService, receiveStripeEvent } from '../../billing/index.js';
import type { StripeWebhookVerifier } from '../../billing/index.js';
import type { HttpRequest } from '../../infrastructure/http/http.js';
import {
  ApiAnswer,
  ApiErrors,
  ApiProviderBody,
} from '../../infrastructure/http/api-docs.decorators.js';
import { RecordDepositPaymentCommand } from '../commands/record-deposit-payment.command.js';
import { accountUpdateIn, depositPaymentIn } from './deposit-payments.js';

export const STRIPE_CONNECT_WEBHOOK_VERIFIER = Symbol('STRIPE_CONNECT_WEBHOOK_VERIFIER');

// Stripe's Connect endpoint: events of the contractors' connected accounts, where deposits are
// paid and whose status (account.updated) says whether deposits are offered. Verified with `constructEvent` and the Connect endpoint's own secret (400 and nothing
// recorded otherwise); events that report no deposit paid are acknowledged and ignored.
@ApiTags('webhooks')
@Controller('webhooks/stripe-connect')
export class DepositWebhookController {
  constructor(
    @Inject(STRIPE_CONNECT_WEBHOOK_VERIFIER) private readonly verify: StripeWebhookVerifier | null,
    private readonly commands: CommandBus,
    private readonly connect: ConnectService,
  ) {}

  private readonly logger = new Logger(DepositWebhookController.name);

  @ApiAnswer('Stripe Connect: deposits paid on connected accounts', 'application/json', {
    type: 'object',
    required: ['received'],
    properties: { received: { type: 'boolean', enum: [true] } },
  })
  @ApiProviderBody('application/json', 'A Stripe Connect event, signed with Stripe-Signature')
  @ApiErrors(400, 503)
  @Post()
  @HttpCode(200)
  async receive(@Req() request: RawBodyRequest<HttpRequest>): Promise<{ received: true }> {
    const event = receiveStripeEvent(this.verify, request, {
      endpoint: 'Stripe Connect webhooks',
      secretName: 'STRIPE_CONNECT_WEBHOOK_SECRET',
    });
    const update = accountUpdateIn(event.type, event.data.object);
    if (update) {
      const recorded = await this.connect.recordAccountUpdate(update.account, update.companyId);
      if (!recorded) this.logger.warn(`Stripe account.updated ${event.id}: not our account`);
    }
    const payment = depositPaymentIn(event.type, event.data.object);
    if (payment) {
      await this.commands.execute(
        new RecordDepositPaymentCommand(payment, event.account, event.id, event.type),
      );
    }
    return { received: true };
  }
}
