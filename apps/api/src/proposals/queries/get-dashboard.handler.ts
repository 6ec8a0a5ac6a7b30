import { Inject } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import {
  DASHBOARD_PROPOSAL_JSON,
  EXPIRED_SQL,
} from '../projections/proposal-summary.projection.js';
import { GetDashboardQuery } from './get-dashboard.query.js';
import type { DashboardList } from './get-dashboard.query.js';

// How much of the lists the API keeps, in characters of JSON (a list of 200 proposals is about
// 100,000): the least recently asked for go first.
export const DASHBOARD_CACHE_CHARACTERS = 32_000_000;

// Which version of a company's summaries a list was written from: every row's current version
// (`xmin`, the transaction that wrote it, which any write of a row changes, a rebuild's swap
// included) and how many of its links have expired, since `expired` moves with the clock alone.
const VERSION_SQL = `COALESCE(md5(string_agg(proposal_id || ':' || xmin::text, ',' ORDER BY proposal_id)), '')
  || ':' || count(*) FILTER (WHERE ${EXPIRED_SQL})`;

// Shared proposals of the caller's company: the whole team's for a manager who asks for it,
// otherwise the caller's own, newest first. The database writes the list as JSON text, which goes
// out as it is: a company of thousands of proposals is not parsed into objects only to be
// serialised again.
//
// A dashboard asks for its list on every load and reconnect, mostly unchanged. So the last list
// of each company and scope is kept with the version it was written from, and each request is
// one statement that reads the company's version and writes the list only when it differs: a
// list that did not change costs an index scan of the company's rows, not the JSON and its
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
    const { rows } = await this.db.query<{ version: string; proposals: string | null }>(
      `WITH company AS (
         SELECT ${VERSION_SQL} AS version FROM proposal_summaries WHERE company_id = $1)
       SELECT version, CASE WHEN version = $4 THEN NULL ELSE (
           SELECT COALESCE(json_agg(${DASHBOARD_PROPOSAL_JSON} ORDER BY created_at DESC), '[]')::text
             FROM proposal_summaries
            WHERE company_id = $1 AND ($2 OR creator_id = $3)
              AND token IS NOT NULL AND status <> 'deleted' AND archived_at IS NULL) END AS proposals
         FROM company`,
      [principal.companyId, wholeTeam, principal.userId, kept?.version ?? null],
      { prepareAs: 'dashboard_proposals_versioned' },
    );
    const { version, proposals } = rows[0];
    if (proposals === null && kept !== undefined) {
      this.remember(key, kept);
      return kept;
    }
    const list: DashboardList = { version, proposals: proposals ?? '[]' };
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
