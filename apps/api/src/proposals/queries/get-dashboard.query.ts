import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../accounts/index.js';

// The caller's dashboard proposals as a JSON array (DashboardProposal[]), written by the database.
export class GetDashboardQuery extends Query<string> {
  constructor(
    readonly principal: Principal,
    readonly includeTeam: boolean,
  ) {
    super();
  }
}
