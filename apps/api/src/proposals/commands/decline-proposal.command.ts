import { Command } from '@nestjs/cqrs';
export class DeclineProposalCommand extends Command<{ declinedAt: string }> {
  constructor(
    readonly token: string,
    // '' when the client gave none.
    readonly reason: string,
    readonly client: { ip: string; userAgent: string },
  ) {
    super();
  }
}
