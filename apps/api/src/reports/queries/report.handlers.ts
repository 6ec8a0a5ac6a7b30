import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import { toReportRow } from '../projections/reports.projection.js';
import { ReportsReader } from '../reports-reader.js';
import { GetReportQuery, GetReportsQuery } from './report.queries.js';

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
    return { report: toReportRow(row), figures: await this.reader.figures(row), narrative: null };
  }
}

export const reportQueryHandlers = [GetReportsHandler, GetReportHandler];
