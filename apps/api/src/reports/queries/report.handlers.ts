import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { SharedReportResponse } from '@vanilla/contracts';
import { toReportNarrative } from '../projections/reports.projection.js';
import { ReportsReader } from '../reports-reader.js';
import { GetReportQuery, GetReportsQuery, GetSharedReportQuery } from './report.queries.js';

@QueryHandler(GetReportsQuery)
export class GetReportsHandler implements IQueryHandler<GetReportsQuery> {
  constructor(private readonly reader: ReportsReader) {}
  execute({ principal, filter }: GetReportsQuery) {
    return this.reader.list(principal, filter);
  }
}

@QueryHandler(GetReportQuery)
export class GetReportHandler implements IQueryHandler<GetReportQuery> {
  constructor(private readonly reader: ReportsReader) {}
  async execute({ principal, reportId }: GetReportQuery) {
    const row = await this.reader.one(principal, reportId);
    return {
      report: this.reader.rowFor(principal, row),
      figures: await this.reader.figures(row),
      narrative: toReportNarrative(row),
    };
  }
}

// The report behind a live link, with no one's id: its name, creator's name, range, company.
@QueryHandler(GetSharedReportQuery)
export class GetSharedReportHandler implements IQueryHandler<GetSharedReportQuery> {
  constructor(private readonly reader: ReportsReader) {}
  async execute({ token }: GetSharedReportQuery): Promise<SharedReportResponse> {
    const row = await this.reader.byShareToken(token);
    return {
      success: true,
      report: {
        name: row.name,
        type: row.type,
        template: row.template,
        createdBy: row.created_by_name,
        from: row.from_day,
        to: row.to_day,
        timezone: row.timezone,
        company_name: (await this.reader.companyName(row.company_id)) ?? '',
      },
      figures: await this.reader.figures(row),
      narrative: toReportNarrative(row),
    };
  }
}

export const reportQueryHandlers = [GetReportsHandler, GetReportHandler, GetSharedReportHandler];
