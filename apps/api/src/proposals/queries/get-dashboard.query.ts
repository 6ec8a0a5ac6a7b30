import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../accounts/index.js';

// The caller's dashboard proposals as a JSON array (DashboardProposal[]), written by the
// database, and the version of the company's summaries it was written from. The same object comes
// back for as long as that version stands.
export type DashboardList = { readonly version: string; readonly proposals: string };

export class GetDashboardQuery extends Query<DashboardList> {
  constructor(
    readonly principal: Principal,
    readonly includeTeam: boolean,
  ) {
    super();
  }
}
