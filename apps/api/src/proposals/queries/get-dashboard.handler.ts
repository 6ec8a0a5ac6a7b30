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

type DashboardRow = SessionRow & {
  key: string;
  version: string;
  kept: boolean;
  proposals: string | null;
  expires: Date | null;
};

// Shared proposals of the caller's company: the whole team's for a manager who asks for it,
// otherwise the caller's own, newest first. The database writes the list as JSON text, which goes
// out as it is: a company of thousands of proposals is not parsed into objects only to be
// serialised again.
//
// A dashboard asks for its list on every load and reconnect, mostly unchanged. So the last list
// of each company and scope (its key) is kept with the version it was written from, and with the
// moment its first link expires (`expired` moves with the clock alone). Each request is one
// statement: it finds the caller's session (so the route needs no other round trip), reads the
// company's version, one row, and writes the list only when the caller's key is not the one the
// kept list was offered for, the version differs or that moment has come. A list that did not
// change costs primary-key reads, not the JSON and its compression (the controller compresses
// each kept list once per encoding).
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
    const { rows } = await this.db.query<DashboardRow>(
      `WITH caller AS (${sessionSql('$1')}),
       company AS (
         SELECT caller.*, current.*,
                COALESCE(current.key = $3 AND current.version = $4, false)
                  AND ($5::timestamptz IS NULL OR now() < $5) AS kept
           FROM caller, LATERAL (
             SELECT ${versionSql('caller.company_id::text')} AS version,
                    caller.company_id::text AS summaries_company, caller.user_id::text AS creator,
                    caller.user_type = 'manager' AND $2 AS whole_team,
                    caller.company_id::text || ':' || CASE WHEN caller.user_type = 'manager' AND $2
                      THEN '*' ELSE caller.user_id::text END AS key) AS current),
       listed AS (
         SELECT summary.* FROM company, proposal_summaries summary
          WHERE NOT company.kept AND summary.company_id = company.summaries_company
            AND (company.whole_team OR summary.creator_id = company.creator)
            AND summary.token IS NOT NULL AND summary.status <> 'deleted'
            AND summary.archived_at IS NULL)
       SELECT company.*,
              (SELECT COALESCE(json_agg(${DASHBOARD_PROPOSAL_JSON} ORDER BY created_at DESC), '[]')::text
                 FROM listed) AS proposals,
              (SELECT min(expires_at) FROM listed WHERE ${AWAITING_SQL} AND expires_at > now()) AS expires
         FROM company`,
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
        : { version: row.version, proposals: row.proposals ?? '[]', expires: row.expires };
    this.remember(row.key, list);
    this.callers.delete(asked);
    this.callers.set(asked, row.key);
    for (const oldest of this.callers.keys()) {
      if (this.callers.size <= CALLERS) break;
      this.callers.delete(oldest);
    }
    return { caller, list };
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
