import { Query } from '@nestjs/cqrs';
import type { FoundSession } from '../../accounts/index.js';

// The caller's dashboard proposals as a JSON array (DashboardProposal[]), written by the
// database, the version of the company's summaries it was written from, and when the first of its
// links expires (null: none will). The same object comes back for as long as that version stands
// and that moment has not come.
export type DashboardList = {
  readonly version: string;
  readonly proposals: string;
  readonly expires: Date | null;
};

// The caller, from the session the statement found, and their list; null: the session token
// names no live session.
export type DashboardAnswer = {
  readonly caller: FoundSession;
  readonly list: DashboardList;
} | null;

// The list of the caller whose session token hashes to `tokenHash` (see sessionSql): its session
// is looked up in the list's own statement.
export class GetDashboardQuery extends Query<DashboardAnswer> {
  constructor(
    readonly tokenHash: string,
    readonly includeTeam: boolean,
  ) {
    super();
  }
}
