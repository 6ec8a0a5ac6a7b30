import { randomUUID } from 'node:crypto';
import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { computedReportTemplates, reportMessages } from '@vanilla/contracts';
import type { ReportRow } from '@vanilla/contracts';
import { reportDecider, reportStreamName } from '@vanilla/domain';
import type { Principal } from '../../accounts/index.js';
import { findUsername } from '../../accounts/index.js';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { ProjectionRunnerService } from '../../infrastructure/projections/projection-runner.service.js';
import { REPORTS_PROJECTION, toReportRow } from '../projections/reports.projection.js';
import { ReportsReader } from '../reports-reader.js';
import { CreateReportCommand, TakeReportActionCommand } from './report.commands.js';

export const NOT_ON_TEAM = 'That team member is not on your team.';

// Decide and append on a report's stream, then wait until the read model holds it.
const decide = async (
  decisions: StreamDecisions,
  projections: ProjectionRunnerService,
  principal: Principal,
  reportId: string,
  command: Parameters<typeof reportDecider.decide>[0],
) => {
  const { position } = await decisions.decideAndAppend(
    reportStreamName(reportId),
    reportDecider,
    command,
    { actorUserId: principal.userId, companyId: principal.companyId },
  );
  await projections.runner.waitForPosition(REPORTS_PROJECTION, position);
};

@CommandHandler(CreateReportCommand)
export class CreateReportHandler implements ICommandHandler<CreateReportCommand, ReportRow> {
  constructor(
    private readonly decisions: StreamDecisions,
    private readonly projections: ProjectionRunnerService,
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
    await decide(this.decisions, this.projections, principal, reportId, {
      type: 'CreateReport',
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
    });
    return toReportRow(await this.reader.one(principal, reportId));
  }
}

@CommandHandler(TakeReportActionCommand)
export class TakeReportActionHandler implements ICommandHandler<
  TakeReportActionCommand,
  ReportRow
> {
  constructor(
    private readonly decisions: StreamDecisions,
    private readonly projections: ProjectionRunnerService,
    private readonly reader: ReportsReader,
  ) {}

  async execute({ principal, reportId, action }: TakeReportActionCommand): Promise<ReportRow> {
    const report = await this.reader.one(principal, reportId);
    const ref = { reportId: report.report_id, companyId: report.company_id, by: principal.userId };
    await decide(
      this.decisions,
      this.projections,
      principal,
      report.report_id,
      action === 'view'
        ? { type: 'RecordReportView', data: ref }
        : { type: 'PublishReport', data: ref },
    );
    return toReportRow(await this.reader.one(principal, report.report_id));
  }
}

export const reportHandlers = [CreateReportHandler, TakeReportActionHandler];
