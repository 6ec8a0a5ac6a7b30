import { Command } from '@nestjs/cqrs';

export class RequestNewLinkCommand extends Command<{ requestedAt: string }> {
  constructor(
    readonly token: string,
    // '' when the client wrote none.
    readonly message: string,
    readonly client: { ip: string; userAgent: string },
  ) {
    super();
  }
}
