import { Injectable } from '@nestjs/common';
import type { ReportRow } from '@vanilla/contracts';
import { reportEventTypes, tallyViews } from '@vanilla/domain';
import type { ProposalEvent, ReportEvent } from '@vanilla/domain';
import { findUsername } from '../../accounts/index.js';
import type { SqlExecutor, Statement } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import type { Projection, Push } from '../../infrastructure/projections/projection.js';

export const REPORTS_PROJECTION = 'reports';

export type ReportsEvent =
  | ReportEvent
  | Extract<
      ProposalEvent,
      { type: 'ProposalGenerated' | 'ProposalShared' | 'ProposalViewed' | 'ProposalSigned' }
    >;

export type ReportTableRow = {
  report_id: string;
  company_id: string;
  created_by: string;
  created_by_name: string;
  name: string;
  type: ReportRow['type'];
  template: ReportRow['template'];
  from_day: string;
  to_day: string;
  timezone: string;
  team_member_id: string | null;
  status: ReportRow['status'];
  created_at: Date;
  last_viewed_at: Date | null;
};

export const REPORT_COLUMNS = `report_id, company_id, created_by, created_by_name, name, type,
  template, from_day::text AS from_day, to_day::text AS to_day, timezone, team_member_id, status,
  created_at, last_viewed_at`;

export const toReportRow = (row: ReportTableRow): ReportRow => ({
  id: row.report_id,
  name: row.name,
  type: row.type,
  template: row.template,
  createdBy: row.created_by_name,
  created_by_id: row.created_by,
  created_at: row.created_at.toISOString(),
  last_viewed: row.last_viewed_at?.toISOString() ?? null,
  status: row.status,
  from: row.from_day,
  to: row.to_day,
  timezone: row.timezone,
  team_member_id: row.team_member_id,
  share: null,
});

// Saved reports, and the facts of every proposal the Performance figures are computed from: when
// it was written, shared, first opened and signed, by whom, for how much.
@Injectable()
export class ReportsProjection implements Projection<ReportsEvent> {
  readonly name = REPORTS_PROJECTION;
  readonly eventTypes: readonly ReportsEvent['type'][] = [
    ...reportEventTypes,
    'ProposalGenerated',
    'ProposalShared',
    'ProposalViewed',
    'ProposalSigned',
  ];
  readonly tables = ['reports', 'report_proposals'];
  readonly migrations = [
    {
      id: 'reports-001',
      sql: `
CREATE TABLE reports (
  report_id text PRIMARY KEY,
  company_id text NOT NULL,
  created_by text NOT NULL,
  created_by_name text NOT NULL DEFAULT '',
  name text NOT NULL,
  type text NOT NULL,
  template text NOT NULL,
  from_day date NOT NULL,
  to_day date NOT NULL,
  timezone text NOT NULL,
  team_member_id text,
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  last_viewed_at timestamptz
)
--;
CREATE INDEX reports_company ON reports (company_id, created_at DESC)
--;
CREATE TABLE report_proposals (
  proposal_id text PRIMARY KEY,
  company_id text NOT NULL,
  creator_id text NOT NULL,
  created_at timestamptz NOT NULL,
  shared_at timestamptz,
  first_viewed_at timestamptz,
  signed_at timestamptz,
  value double precision NOT NULL DEFAULT 0
)
--;
CREATE INDEX report_proposals_company ON report_proposals (company_id, shared_at)`,
    },
  ];

  // Only a proposal's first view matters to a report: a run of views is one statement.
  readonly mergeable: Projection<ReportsEvent>['mergeable'] = {
    eventTypes: ['ProposalViewed'],
    statement: (events: readonly RecordedEvent<ReportsEvent>[]): Statement => {
      const views = tallyViews(events);
      return {
        sql: `UPDATE report_proposals SET first_viewed_at = v.first
              FROM unnest($1::text[], $2::timestamptz[]) AS v(id, first)
              WHERE proposal_id = v.id AND first_viewed_at IS NULL`,
        params: [[...views.keys()], [...views.values()].map((view) => view.first)],
      };
    },
    pushes: () => [],
  };

  async apply(event: RecordedEvent<ReportsEvent>, tx: SqlExecutor): Promise<Push[]> {
    switch (event.type) {
      case 'ReportCreated': {
        const d = event.data;
        await tx.query(
          `INSERT INTO reports (report_id, company_id, created_by, created_by_name, name, type,
             template, from_day, to_day, timezone, team_member_id, status, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'draft', $12)
           ON CONFLICT (report_id) DO NOTHING`,
          [
            d.reportId,
            d.companyId,
            d.createdBy,
            await findUsername(tx, d.companyId, d.createdBy),
            d.name,
            d.type,
            d.template,
            d.from,
            d.to,
            d.timezone,
            d.teamMemberId,
            d.createdAt,
          ],
        );
        break;
      }
      case 'ReportPublished':
        await tx.query(`UPDATE reports SET status = 'published' WHERE report_id = $1`, [
          event.data.reportId,
        ]);
        break;
      case 'ReportViewed':
        await tx.query('UPDATE reports SET last_viewed_at = $2 WHERE report_id = $1', [
          event.data.reportId,
          event.data.viewedAt,
        ]);
        break;
      case 'ProposalGenerated': {
        const d = event.data;
        await tx.query(
          `INSERT INTO report_proposals (proposal_id, company_id, creator_id, created_at)
           VALUES ($1, $2, $3, $4) ON CONFLICT (proposal_id) DO NOTHING`,
          [d.proposalId, d.companyId, d.creatorId, d.generatedAt],
        );
        break;
      }
      case 'ProposalShared': {
        const d = event.data;
        await tx.query(
          `INSERT INTO report_proposals (proposal_id, company_id, creator_id, created_at, shared_at,
             value)
           VALUES ($1, $2, $3, $4, $4, $5)
           ON CONFLICT (proposal_id) DO UPDATE SET shared_at = EXCLUDED.shared_at,
             value = EXCLUDED.value`,
          [d.proposalId, d.companyId, d.creatorId, d.sharedAt, d.value],
        );
        break;
      }
      case 'ProposalViewed':
        // Applied as a run (see `mergeable`).
        break;
      case 'ProposalSigned':
        await tx.query('UPDATE report_proposals SET signed_at = $2 WHERE proposal_id = $1', [
          event.data.proposalId,
          event.data.signedAt,
        ]);
        break;
    }
    return [];
  }
}
