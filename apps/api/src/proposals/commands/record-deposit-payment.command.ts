import { Command } from '@nestjs/cqrs';
import type { DepositPayment } from '../deposits/deposit-payments.js';

// Stripe's word that a client paid a proposal's deposit, from a verified Connect webhook.
export class RecordDepositPaymentCommand extends Command<void> {
  constructor(
    readonly payment: DepositPayment,
    readonly stripeEventId: string,
    readonly stripeEventType: string,
  ) {
    super();
  }
}
