import type { Principal } from '../../accounts/index.js';

export class GetProposalHistoryQuery {
  constructor(
    readonly principal: Principal,
    readonly token: string,
    // Show the state as of this global position (inclusive); null for now.
    readonly at: string | null,
  ) {}
}
