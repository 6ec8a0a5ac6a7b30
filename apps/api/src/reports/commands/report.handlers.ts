import { randomUUID } from 'node:crypto';
import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { computedReportTemplates, reportMessages } from '@vanilla/contracts';
import type { ReportRow } from '@vanilla/contracts';
import { reportDecider, reportStreamName } from '@vanilla/domain';
import { actedBy, findUsername } from '../../accounts/index.js';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { ProjectedDecisions } from '../../infrastructure/projections/projected-decisions.js';
import { REPORTS_PROJECTION, toReportRow } from '../projections/reports.projection.js';
import { ReportsReader } from '../reports-reader.js';
import { CreateReportCommand, TakeReportActionCommand } from './report.commands.js';

export const NOT_ON_TEAM = 'That team member is not on your team.';

@CommandHandler(CreateReportCommand)
export class CreateReportHandler implements ICommandHandler<CreateReportCommand, ReportRow> {
  constructor(
    private readonly decisions: ProjectedDecisions,
    private readonly reader: ReportsReader,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ principal, request }: CreateReportCommand): Promise<ReportRow> {
    if (!computedReportTemplates.includes(request.template)) {
      throw new BadRequestException(reportMessages.comingSoon);
    }
    // A member's report is of their own work; a manager's of the team or of one member.
    let teamMemberId: string | null = null;
    if (principal.role !== 'manager') teamMemberId = principal.userId;
    else if (request.team_member) {
      if (!(await findUsername(this.db, principal.companyId, request.team_member))) {
        throw new BadRequestException(NOT_ON_TEAM);
      }
      teamMemberId = request.team_member;
    }
    const reportId = randomUUID();
    const create = {
      type: 'CreateReport' as const,
      data: {
        reportId,
        companyId: principal.companyId,
        createdBy: principal.userId,
        name: request.name,
        type: request.template === 'blank' ? (request.type ?? 'performance') : request.template,
        template: request.template,
        from: request.from,
        to: request.to,
        timezone: request.timezone ?? 'UTC',
        teamMemberId,
      },
    };
    await this.decisions.decide(
      reportStreamName(reportId),
      reportDecider,
      create,
      actedBy(principal),
      REPORTS_PROJECTION,
    );
    return toReportRow(await this.reader.one(principal, reportId));
  }
}

@CommandHandler(TakeReportActionCommand)
export class TakeReportActionHandler implements ICommandHandler<
  TakeReportActionCommand,
  ReportRow
> {
  constructor(
    private readonly decisions: ProjectedDecisions,
    private readonly reader: ReportsReader,
  ) {}

  async execute({ principal, reportId, action }: TakeReportActionCommand): Promise<ReportRow> {
    const report = await this.reader.one(principal, reportId);
    const ref = { reportId: report.report_id, companyId: report.company_id, by: principal.userId };
    await this.decisions.decide(
      reportStreamName(report.report_id),
      reportDecider,
      action === 'view'
        ? { type: 'RecordReportView', data: ref }
        : { type: 'PublishReport', data: ref },
      actedBy(principal),
      REPORTS_PROJECTION,
    );
    return toReportRow(await this.reader.one(principal, report.report_id));
  }
}

export const reportHandlers = [CreateReportHandler, TakeReportActionHandler];
