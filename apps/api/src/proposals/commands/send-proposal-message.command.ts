export class SendProposalMessageCommand {
  constructor(
    readonly token: string,
    readonly name: string,
    readonly email: string,
    readonly message: string,
    readonly client: { ip: string; userAgent: string },
  ) {}
}
