import { Inject } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import {
  AWAITING_SQL,
  DASHBOARD_PROPOSAL_JSON,
  SUMMARY_VERSIONS_TABLE,
} from '../projections/proposal-summary.projection.js';
import { foundSession, sessionSql } from '../../accounts/index.js';
import type { SessionRow } from '../../accounts/index.js';
import { GetDashboardQuery } from './get-dashboard.query.js';
import type { DashboardAnswer, DashboardList } from './get-dashboard.query.js';

// How much of the lists the API keeps, in characters of JSON (a list of 200 proposals is about
// 100,000): the least recently asked for go first.
export const DASHBOARD_CACHE_CHARACTERS = 32_000_000;

// Which version of a company's summaries a list was written from: how many times they were
// written (counted by the database on every write, see SUMMARY_VERSIONS_TABLE), beside which table
// counted (a rebuild's swap brings a new one, counting afresh).
const versionSql = (
  companyId: string,
) => `'${SUMMARY_VERSIONS_TABLE}'::regclass::oid::text || ':' ||
  COALESCE((SELECT version FROM ${SUMMARY_VERSIONS_TABLE} WHERE company_id = ${companyId}), 0)::text`;

// How many callers' last lists are remembered (a session token's hash and its include_team): one
// forgotten only has its list written once more.
const CALLERS = 20_000;

type CallerRow = SessionRow & {
  key: string;
  version: string;
  whole_team: boolean;
  kept: boolean;
};

// Shared proposals of the caller's company: the whole team's for a manager who asks for it,
// otherwise the caller's own, newest first. The database writes the list as JSON text, which goes
// out as it is: a company of thousands of proposals is not parsed into objects only to be
// serialised again. With it, the version of the summaries it was written from (the same
// snapshot) and when its first link expires.
const LIST_SQL = `WITH listed AS (
    SELECT * FROM proposal_summaries
     WHERE company_id = $1 AND ($2 OR creator_id = $3)
       AND token IS NOT NULL AND status <> 'deleted' AND archived_at IS NULL)
  SELECT ${versionSql('$1')} AS version,
         (SELECT COALESCE(json_agg(${DASHBOARD_PROPOSAL_JSON} ORDER BY created_at DESC), '[]')::text
            FROM listed) AS proposals,
         (SELECT min(expires_at) FROM listed WHERE ${AWAITING_SQL} AND expires_at > now()) AS expires`;

// A dashboard asks for its list on every load and reconnect, mostly unchanged. So the last list
// of each company and scope (its key) is kept with the version it was written from, and with the
// moment its first link expires (`expired` moves with the clock alone). Each request starts with
// one statement: it finds the caller's session (so the route needs no other round trip) and reads
// the company's version, one row. The list is kept when the caller's key is the one it was
// offered for, its version stands and that moment has not come; only otherwise does a second
// statement write the list. A list that did not change costs primary-key reads, not the JSON
// and its compression (the controller compresses each kept list once per encoding). The list has
// a statement of its own because a plan is made ready whole before it runs: the JSON of every
// column, in the first statement, cost the database more than its reads, even when unused.
@QueryHandler(GetDashboardQuery)
export class GetDashboardHandler implements IQueryHandler<GetDashboardQuery, DashboardAnswer> {
  // In order of use, the most recent last.
  private readonly lists = new Map<string, DashboardList>();
  private characters = 0;
  // The key of the list each caller was last answered with, the most recently answered last.
  private readonly callers = new Map<string, string>();

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ tokenHash, includeTeam }: GetDashboardQuery): Promise<DashboardAnswer> {
    const asked = `${tokenHash}:${includeTeam}`;
    const offered = this.callers.get(asked);
    const kept = offered === undefined ? undefined : this.lists.get(offered);
    const { rows } = await this.db.query<CallerRow>(
      `WITH caller AS (${sessionSql('$1')})
       SELECT caller.*, current.*,
              COALESCE(current.key = $3 AND current.version = $4, false)
                AND ($5::timestamptz IS NULL OR now() < $5) AS kept
         FROM caller, LATERAL (
           SELECT ${versionSql('caller.company_id::text')} AS version,
                  caller.user_type = 'manager' AND $2 AS whole_team,
                  caller.company_id::text || ':' || CASE WHEN caller.user_type = 'manager' AND $2
                    THEN '*' ELSE caller.user_id::text END AS key) AS current`,
      [tokenHash, includeTeam, offered ?? null, kept?.version ?? null, kept?.expires ?? null],
      { prepareAs: 'dashboard_of_session' },
    );
    const row = rows[0];
    if (row === undefined) {
      this.callers.delete(asked);
      return null;
    }
    const caller = foundSession(row);
    // Kept only for the key it was offered for: the caller's own.
    const list =
      row.kept && kept !== undefined
        ? kept
        : await this.list(caller.principal.companyId, row.whole_team, caller.principal.userId);
    this.remember(row.key, list);
    this.callers.delete(asked);
    this.callers.set(asked, row.key);
    for (const oldest of this.callers.keys()) {
      if (this.callers.size <= CALLERS) break;
      this.callers.delete(oldest);
    }
    return { caller, list };
  }

  private async list(
    companyId: string,
    wholeTeam: boolean,
    userId: string,
  ): Promise<DashboardList> {
    const { rows } = await this.db.query<{
      version: string;
      proposals: string;
      expires: Date | null;
    }>(LIST_SQL, [companyId, wholeTeam, userId], { prepareAs: 'dashboard_list' });
    const [{ version, proposals, expires }] = rows;
    return { version, proposals, expires };
  }

  private remember(key: string, list: DashboardList): void {
    const old = this.lists.get(key);
    if (old !== undefined) {
      this.lists.delete(key);
      this.characters -= old.proposals.length;
    }
    this.lists.set(key, list);
    this.characters += list.proposals.length;
    for (const [oldest, { proposals }] of this.lists) {
      if (this.characters <= DASHBOARD_CACHE_CHARACTERS) break;
      this.lists.delete(oldest);
      this.characters -= proposals.length;
    }
  }
}
