import { Inject } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { DashboardProposal, DashboardResponse, ProposalSummary } from '@vanilla/contracts';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import {
  PROPOSAL_SUMMARY_COLUMNS,
  toProposalSummary,
} from '../projections/proposal-summary.projection.js';
import type { SummaryRow } from '../projections/proposal-summary.projection.js';
import { GetDashboardQuery } from './get-dashboard.query.js';

export const toDashboardProposal = (row: ProposalSummary): DashboardProposal => ({
  token: row.token!,
  proposal_id: row.proposal_id,
  title: row.title,
  client_name: row.client_name,
  property_address: row.property_address,
  created_at: row.created_at,
  shared_at: row.shared_at ?? row.created_at,
  last_activity_at: row.last_activity_at,
  view_count: row.view_count,
  chat_count: row.chat_count,
  engagement: row.engagement,
  value: row.value,
  status: row.status,
  creator_id: row.creator_id,
});

// Shared proposals of the caller's company: the whole team's for a manager who asks for it,
// otherwise the caller's own.
@QueryHandler(GetDashboardQuery)
export class GetDashboardHandler implements IQueryHandler<GetDashboardQuery, DashboardResponse> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ principal, includeTeam }: GetDashboardQuery): Promise<DashboardResponse> {
    const wholeTeam = principal.role === 'manager' && includeTeam;
    const { rows } = await this.db.query<SummaryRow>(
      `SELECT ${PROPOSAL_SUMMARY_COLUMNS} FROM proposal_summaries
        WHERE company_id = $1 AND ($2 OR creator_id = $3)
          AND token IS NOT NULL AND status <> 'deleted' AND archived_at IS NULL
        ORDER BY created_at DESC`,
      [principal.companyId, wholeTeam, principal.userId],
    );
    return {
      success: true,
      proposals: rows.map((row) => toDashboardProposal(toProposalSummary(row))),
    };
  }
}
