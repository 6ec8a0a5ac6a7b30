import { Inject } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { DashboardResponse } from '@vanilla/contracts';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import {
  PROPOSAL_SUMMARY_COLUMNS,
  toDashboardProposal,
} from '../projections/proposal-summary.projection.js';
import type { SharedSummaryRow } from '../projections/proposal-summary.projection.js';
import { GetDashboardQuery } from './get-dashboard.query.js';

// Shared proposals of the caller's company: the whole team's for a manager who asks for it,
// otherwise the caller's own.
@QueryHandler(GetDashboardQuery)
export class GetDashboardHandler implements IQueryHandler<GetDashboardQuery, DashboardResponse> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ principal, includeTeam }: GetDashboardQuery): Promise<DashboardResponse> {
    const wholeTeam = principal.role === 'manager' && includeTeam;
    const { rows } = await this.db.query<SharedSummaryRow>(
      `SELECT ${PROPOSAL_SUMMARY_COLUMNS} FROM proposal_summaries
        WHERE company_id = $1 AND ($2 OR creator_id = $3)
          AND token IS NOT NULL AND status <> 'deleted' AND archived_at IS NULL
        ORDER BY created_at DESC`,
      [principal.companyId, wholeTeam, principal.userId],
      { prepareAs: 'dashboard_proposals' },
    );
    return { success: true, proposals: rows.map(toDashboardProposal) };
  }
}
