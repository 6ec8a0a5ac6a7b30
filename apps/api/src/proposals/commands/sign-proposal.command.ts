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
    // The price option and add-ons chosen, when the proposal offers them.
    readonly optionId: string | null = null,
    readonly addOnIds: readonly string[] = [],
  ) {
    super();
  }
}
