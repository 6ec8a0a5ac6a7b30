export class GetProposalPhotoQuery {
  constructor(readonly sha256: string) {}
}
