import { Command } from '@nestjs/cqrs';
export class SendProposalMessageCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly name: string,
    readonly email: string,
    readonly message: string,
    readonly client: { ip: string; userAgent: string },
  ) {
    super();
  }
}
