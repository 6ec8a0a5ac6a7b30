import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { reportMessages } from '@vanilla/contracts';
import type { ReportFigures, ReportRow, ReportType } from '@vanilla/contracts';
import { AccountsDirectory, findCompanyDetails } from '../accounts/index.js';
import type { Principal } from '../accounts/index.js';
import { BillingDirectory } from '../billing/index.js';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';
import { PipelineReader } from '../pipeline/index.js';
import { customerFigures, STUCK_DAYS } from './customer-figures.js';
import { financialFigures } from './financial-figures.js';
import { operationsFigures } from './operations-figures.js';
import { blankFigures, performanceFigures } from './performance-figures.js';
import type { FigureScope } from './performance-figures.js';
import { REPORT_COLUMNS, toReportRow, toReportShare } from './projections/reports.projection.js';
import type { ReportTableRow } from './projections/reports.projection.js';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Reports as the caller may see them: a manager the company's, a member their own. Anything else
// is "not found", as an id naming nothing.
@Injectable()
export class ReportsReader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountsDirectory,
    private readonly pipeline: PipelineReader,
    private readonly billing: BillingDirectory,
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
    return rows.map((row) => this.rowFor(principal, row));
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

  // The report a live share link names, for anyone holding it; a revoked or unknown token is
  // "no longer available".
  async byShareToken(token: string): Promise<ReportTableRow> {
    const { rows } = await this.db.query<ReportTableRow>(
      `SELECT ${REPORT_COLUMNS} FROM reports WHERE share_token = $1`,
      [token],
    );
    if (!rows[0]) throw new NotFoundException(reportMessages.shareNotFound);
    return rows[0];
  }

  async companyName(companyId: string): Promise<string | null> {
    return (await findCompanyDetails(this.db, companyId))?.name ?? null;
  }

  // The row as the caller sees it: the share link is a manager's to see and to revoke.
  rowFor(principal: Principal, row: ReportTableRow): ReportRow {
    return toReportRow(
      row,
      principal.role === 'manager' ? toReportShare(row, this.config.publicBaseUrl) : null,
    );
  }

  // The report's figures, computed now from the read models: a member's report is theirs alone.
  async figures(row: ReportTableRow, now = new Date()): Promise<ReportFigures> {
    const scope: FigureScope = {
      companyId: row.company_id,
      creatorId: row.team_member_id,
      from: row.from_day,
      to: row.to_day,
      timezone: row.timezone,
    };
    switch (row.template) {
      case 'blank':
        return blankFigures(row.from_day, row.to_day);
      case 'performance':
        return performanceFigures(this.db, scope, await this.accounts.usernames(row.company_id));
      case 'financial':
        return financialFigures(this.db, scope);
      case 'customer':
        return customerFigures(
          await this.pipeline.stageFigures({
            companyId: row.company_id,
            memberId: row.team_member_id,
            from: row.from_day,
            to: row.to_day,
            timezone: row.timezone,
            stuckDays: STUCK_DAYS,
            now,
          }),
          { from: row.from_day, to: row.to_day, now },
        );
      case 'operations':
        return operationsFigures(this.db, scope, await this.billing.currentTier(row.created_by));
    }
  }
}
