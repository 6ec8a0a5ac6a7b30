import { Command } from '@nestjs/cqrs';

// The client, from their link, asks to pay the signed proposal's deposit: answers Stripe
// Checkout's URL.
export class StartDepositCheckoutCommand extends Command<string> {
  constructor(readonly token: string) {
    super();
  }
}
