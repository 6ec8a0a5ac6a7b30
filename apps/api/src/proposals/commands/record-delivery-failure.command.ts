import { Command } from '@nestjs/cqrs';

// A provider's word that a send's message did not reach the client, by the key it went out under.
export class RecordDeliveryFailureCommand extends Command<void> {
  constructor(
    readonly key: string,
    readonly reason: string,
  ) {
    super();
  }
}
