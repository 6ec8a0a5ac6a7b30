import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { reportMessages } from '@vanilla/contracts';
import type { ReportFigures, ReportRow, ReportType } from '@vanilla/contracts';
import { AccountsDirectory } from '../accounts/index.js';
import type { Principal } from '../accounts/index.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';
import { blankFigures, performanceFigures } from './performance-figures.js';
import { REPORT_COLUMNS, toReportRow } from './projections/reports.projection.js';
import type { ReportTableRow } from './projections/reports.projection.js';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Reports as the caller may see them: a manager the company's, a member their own. Anything else
// is "not found", as an id naming nothing.
@Injectable()
export class ReportsReader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly accounts: AccountsDirectory,
  ) {}

  async list(
    principal: Principal,
    filter: { q?: string; type?: ReportType },
  ): Promise<ReportRow[]> {
    const { rows } = await this.db.query<ReportTableRow>(
      `SELECT ${REPORT_COLUMNS} FROM reports
        WHERE company_id = $1 AND ($2 OR created_by = $3)
          AND ($4::text IS NULL OR name ILIKE $4 OR created_by_name ILIKE $4)
          AND ($5::text IS NULL OR type = $5)
        ORDER BY created_at DESC, report_id LIMIT 1000`,
      [
        principal.companyId,
        principal.role === 'manager',
        principal.userId,
        filter.q ? likePattern(filter.q) : null,
        filter.type ?? null,
      ],
    );
    return rows.map(toReportRow);
  }

  async one(principal: Principal, reportId: string): Promise<ReportTableRow> {
    const { rows } = await this.db.query<ReportTableRow>(
      `SELECT ${REPORT_COLUMNS} FROM reports
        WHERE company_id = $1 AND ($2 OR created_by = $3) AND report_id = $4`,
      [principal.companyId, principal.role === 'manager', principal.userId, reportId],
    );
    if (!rows[0]) throw new NotFoundException(reportMessages.notFound);
    return rows[0];
  }

  // The report's figures, computed now from the read models: a member's report is theirs alone.
  async figures(row: ReportTableRow): Promise<ReportFigures> {
    if (row.template === 'blank') return blankFigures(row.from_day, row.to_day);
    return performanceFigures(
      this.db,
      {
        companyId: row.company_id,
        creatorId: row.team_member_id,
        from: row.from_day,
        to: row.to_day,
        timezone: row.timezone,
      },
      await this.accounts.usernames(row.company_id),
    );
  }
}
