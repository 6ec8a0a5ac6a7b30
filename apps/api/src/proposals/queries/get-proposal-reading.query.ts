import { Query } from '@nestjs/cqrs';
import type { ProposalReadingResponse } from '@vanilla/contracts';
import type { Principal } from '../../accounts/index.js';

export class GetProposalReadingQuery extends Query<ProposalReadingResponse> {
  constructor(
    readonly principal: Principal,
    readonly token: string,
  ) {
    super();
  }
}
