export class SignProposalCommand {
  constructor(
    readonly token: string,
    readonly signatureDataUrl: string,
    readonly name: string,
    readonly email: string,
    readonly client: { ip: string; userAgent: string },
  ) {}
}
