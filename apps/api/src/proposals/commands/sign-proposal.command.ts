import { Command } from '@nestjs/cqrs';
export class SignProposalCommand extends Command<{ signedAt: string }> {
  constructor(
    readonly token: string,
    readonly signatureDataUrl: string,
    readonly name: string,
    readonly email: string,
    readonly client: { ip: string; userAgent: string },
    // Checked by the controller: a signature without consent never becomes a command.
    readonly consent: true,
  ) {
    super();
  }
}
