import { Command } from '@nestjs/cqrs';
import type { DepositPayment } from '../deposits/deposit-payments.js';

// Stripe's word that a client paid a proposal's deposit, from a verified Connect webhook: the
// connected account the payment was made on (the event's `account`; none outside Connect).
export class RecordDepositPaymentCommand extends Command<void> {
  constructor(
    readonly payment: DepositPayment,
    readonly account: string | null,
    readonly stripeEventId: string,
    readonly stripeEventType: string,
  ) {
    super();
  }
}
