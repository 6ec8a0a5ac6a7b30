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
import { GetDashboardQuery } from './get-dashboard.query.js';
import type { DashboardList } from './get-dashboard.query.js';

// How much of the lists the API keeps, in characters of JSON (a list of 200 proposals is about
// 100,000): the least recently asked for go first.
export const DASHBOARD_CACHE_CHARACTERS = 32_000_000;

// Which version of a company's summaries a list was written from: how many times they were
// written (counted by the database on every write, see SUMMARY_VERSIONS_TABLE), beside which table
// counted (a rebuild's swap brings a new one, counting afresh).
const VERSION_SQL = `'${SUMMARY_VERSIONS_TABLE}'::regclass::oid::text || ':' || COALESCE(
  (SELECT version FROM ${SUMMARY_VERSIONS_TABLE} WHERE company_id = $1), 0)::text`;

// Shared proposals of the caller's company: the whole team's for a manager who asks for it,
// otherwise the caller's own, newest first. The database writes the list as JSON text, which goes
// out as it is: a company of thousands of proposals is not parsed into objects only to be
// serialised again.
//
// A dashboard asks for its list on every load and reconnect, mostly unchanged. So the last list
// of each company and scope is kept with the version it was written from, and with the moment
// its first link expires (`expired` moves with the clock alone). Each request is one statement
// that reads the company's version, one row, and writes the list only when it differs or that
// moment has come: a list that did not change costs a primary-key read, not the JSON and its
// compression (the controller compresses each kept list once per encoding).
@QueryHandler(GetDashboardQuery)
export class GetDashboardHandler implements IQueryHandler<GetDashboardQuery, DashboardList> {
  // In order of use, the most recent last.
  private readonly lists = new Map<string, DashboardList>();
  private characters = 0;

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ principal, includeTeam }: GetDashboardQuery): Promise<DashboardList> {
    const wholeTeam = principal.role === 'manager' && includeTeam;
    const key = `${principal.companyId}:${wholeTeam ? '*' : principal.userId}`;
    const kept = this.lists.get(key);
    const { rows } = await this.db.query<{
      version: string;
      kept: boolean;
      proposals: string | null;
      expires: Date | null;
    }>(
      `WITH company AS (
         SELECT version, COALESCE(version = $4, false) AND ($5::timestamptz IS NULL OR now() < $5) AS kept
           FROM (SELECT ${VERSION_SQL} AS version) AS current),
       listed AS (
         SELECT * FROM proposal_summaries
          WHERE NOT (SELECT kept FROM company) AND company_id = $1 AND ($2 OR creator_id = $3)
            AND token IS NOT NULL AND status <> 'deleted' AND archived_at IS NULL)
       SELECT version, kept,
              (SELECT COALESCE(json_agg(${DASHBOARD_PROPOSAL_JSON} ORDER BY created_at DESC), '[]')::text
                 FROM listed) AS proposals,
              (SELECT min(expires_at) FROM listed WHERE ${AWAITING_SQL} AND expires_at > now()) AS expires
         FROM company`,
      [
        principal.companyId,
        wholeTeam,
        principal.userId,
        kept?.version ?? null,
        kept?.expires ?? null,
      ],
      { prepareAs: 'dashboard_proposals_counted' },
    );
    const { version, proposals, expires } = rows[0];
    if (rows[0].kept && kept !== undefined) {
      this.remember(key, kept);
      return kept;
    }
    const list: DashboardList = { version, proposals: proposals ?? '[]', expires };
    this.remember(key, list);
    return list;
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
