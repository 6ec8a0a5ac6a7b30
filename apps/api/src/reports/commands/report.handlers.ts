import { randomBytes, randomUUID } from 'node:crypto';
import { BadRequestException, Inject, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { ReportNarrative, ReportRow } from '@vanilla/contracts';
import { reportDecider, reportStreamName } from '@vanilla/domain';
import type { ReportCommand } from '@vanilla/domain';
import { actedBy, findUsername } from '../../accounts/index.js';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { ProjectedDecisions } from '../../infrastructure/projections/projected-decisions.js';
import { REPORTS_PROJECTION, toReportNarrative } from '../projections/reports.projection.js';
import { ReportsReader } from '../reports-reader.js';
import { REPORT_WRITER, ReportWriterError } from '../writer/report-writer.js';
import type { ReportWriter } from '../writer/report-writer.js';
import {
  CreateReportCommand,
  TakeReportActionCommand,
  WriteReportNarrativeCommand,
} from './report.commands.js';
import type { ReportAction } from './report.commands.js';

export const NOT_ON_TEAM = 'That team member is not on your team.';

@CommandHandler(CreateReportCommand)
export class CreateReportHandler implements ICommandHandler<CreateReportCommand, ReportRow> {
  constructor(
    private readonly decisions: ProjectedDecisions,
    private readonly reader: ReportsReader,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ principal, request }: CreateReportCommand): Promise<ReportRow> {
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
    return this.reader.rowFor(principal, await this.reader.one(principal, reportId));
  }
}

type ReportRef = { reportId: string; companyId: string; by: string };

// A share token: 32 random bytes, base64url (43 characters), drawn before the decider keeps or
// ignores it.
const commandOf = (action: ReportAction, ref: ReportRef): ReportCommand => {
  switch (action) {
    case 'view':
      return { type: 'RecordReportView', data: ref };
    case 'publish':
      return { type: 'PublishReport', data: ref };
    case 'share':
      return {
        type: 'ShareReport',
        data: { ...ref, token: randomBytes(32).toString('base64url') },
      };
    case 'revoke-share':
      return { type: 'RevokeReportShare', data: ref };
  }
};

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
      commandOf(action, ref),
      actedBy(principal),
      REPORTS_PROJECTION,
    );
    return this.reader.rowFor(principal, await this.reader.one(principal, report.report_id));
  }
}

@CommandHandler(WriteReportNarrativeCommand)
export class WriteReportNarrativeHandler implements ICommandHandler<
  WriteReportNarrativeCommand,
  ReportNarrative
> {
  constructor(
    private readonly decisions: ProjectedDecisions,
    private readonly reader: ReportsReader,
    @Inject(REPORT_WRITER) private readonly writer: ReportWriter,
  ) {}

  async execute({ principal, reportId }: WriteReportNarrativeCommand): Promise<ReportNarrative> {
    const report = await this.reader.one(principal, reportId);
    let text: string;
    try {
      text = await this.writer.write({
        name: report.name,
        type: report.type,
        from: report.from_day,
        to: report.to_day,
        timezone: report.timezone,
        figures: await this.reader.figures(report),
      });
    } catch (error) {
      if (error instanceof ReportWriterError) throw new ServiceUnavailableException(error.message);
      throw error;
    }
    await this.decisions.decide(
      reportStreamName(report.report_id),
      reportDecider,
      {
        type: 'WriteReportNarrative',
        data: {
          reportId: report.report_id,
          companyId: report.company_id,
          by: principal.userId,
          text,
          writtenBy: this.writer.kind,
        },
      },
      actedBy(principal),
      REPORTS_PROJECTION,
    );
    const narrative = toReportNarrative(await this.reader.one(principal, report.report_id));
    if (!narrative) throw new Error(`Report ${report.report_id} has no narrative once written`);
    return narrative;
  }
}

export const reportHandlers = [
  CreateReportHandler,
  TakeReportActionHandler,
  WriteReportNarrativeHandler,
];
