import { Query } from '@nestjs/cqrs';
import type { SharedProposalResponse } from '@vanilla/contracts';
export class GetSharedProposalQuery extends Query<SharedProposalResponse> {
  constructor(readonly token: string) {
    super();
  }
}
