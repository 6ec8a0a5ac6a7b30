import { Query } from '@nestjs/cqrs';
import type { ProposalHistoryResponse } from '@vanilla/contracts';
import type { Principal } from '../../accounts/index.js';

export class GetProposalHistoryQuery extends Query<ProposalHistoryResponse> {
  constructor(
    readonly principal: Principal,
    readonly token: string,
    // Show the state as of this global position (inclusive); null for now.
    readonly at: string | null,
  ) {
    super();
  }
}
