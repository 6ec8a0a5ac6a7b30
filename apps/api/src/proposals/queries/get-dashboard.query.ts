import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../accounts/index.js';

// The caller's dashboard proposals as a JSON array (DashboardProposal[]), written by the
// database, the version of the company's summaries it was written from, and when the first of its
// links expires (null: none will). The same object comes back for as long as that version stands
// and that moment has not come.
export type DashboardList = {
  readonly version: string;
  readonly proposals: string;
  readonly expires: Date | null;
};

export class GetDashboardQuery extends Query<DashboardList> {
  constructor(
    readonly principal: Principal,
    readonly includeTeam: boolean,
  ) {
    super();
  }
}
