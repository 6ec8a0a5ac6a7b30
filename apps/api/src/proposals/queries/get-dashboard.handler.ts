import { Inject } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { DASHBOARD_PROPOSAL_JSON } from '../projections/proposal-summary.projection.js';
import { GetDashboardQuery } from './get-dashboard.query.js';

// Shared proposals of the caller's company: the whole team's for a manager who asks for it,
// otherwise the caller's own, newest first. The database writes the list as JSON text, which goes
// out as it is: a company of thousands of proposals is not parsed into objects only to be
// serialised again.
@QueryHandler(GetDashboardQuery)
export class GetDashboardHandler implements IQueryHandler<GetDashboardQuery, string> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ principal, includeTeam }: GetDashboardQuery): Promise<string> {
    const wholeTeam = principal.role === 'manager' && includeTeam;
    const { rows } = await this.db.query<{ proposals: string }>(
      `SELECT COALESCE(json_agg(${DASHBOARD_PROPOSAL_JSON} ORDER BY created_at DESC), '[]')::text
                AS proposals
         FROM proposal_summaries
        WHERE company_id = $1 AND ($2 OR creator_id = $3)
          AND token IS NOT NULL AND status <> 'deleted' AND archived_at IS NULL`,
      [principal.companyId, wholeTeam, principal.userId],
      { prepareAs: 'dashboard_proposals_json' },
    );
    return rows[0].proposals;
  }
}
