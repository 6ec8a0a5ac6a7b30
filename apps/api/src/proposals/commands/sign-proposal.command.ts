import { Command } from '@nestjs/cqrs';
export class SignProposalCommand extends Command<{ signedAt: string }> {
  constructor(
    readonly token: string,
    readonly signatureDataUrl: string,
    readonly name: string,
    readonly email: string,
    readonly client: { ip: string; userAgent: string },
  ) {
    super();
  }
}
