export class GetSharedProposalQuery {
  constructor(readonly token: string) {}
}
