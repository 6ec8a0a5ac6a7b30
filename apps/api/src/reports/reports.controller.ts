import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateReportRequest, ReportsQuery } from '@vanilla/contracts/dto';
import type { ReportResponse, ReportSavedResponse, ReportsResponse } from '@vanilla/contracts';
import { Authenticated, CurrentPrincipal } from '../accounts/index.js';
import type { Principal } from '../accounts/index.js';
import { CreateReportCommand, TakeReportActionCommand } from './commands/report.commands.js';
import { GetReportQuery, GetReportsQuery } from './queries/report.queries.js';

const id = (value: string) => value.slice(0, 100);

@Controller('api/reports')
@Authenticated()
export class ReportsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  async list(
    @Query() query: ReportsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ReportsResponse> {
    return {
      success: true,
      reports: await this.queries.execute(new GetReportsQuery(principal, query)),
    };
  }

  @Post()
  @HttpCode(200)
  async create(
    @Body() body: CreateReportRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ReportSavedResponse> {
    return {
      success: true,
      report: await this.commands.execute(new CreateReportCommand(principal, body)),
    };
  }

  // The report and its figures, computed from the read models as they stand.
  @Get(':id')
  async one(
    @Param('id') reportId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ReportResponse> {
    return {
      success: true,
      ...(await this.queries.execute(new GetReportQuery(principal, id(reportId)))),
    };
  }

  // The page records that it opened the report ("Last Viewed").
  @Post(':id/view')
  @HttpCode(200)
  async view(
    @Param('id') reportId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ReportSavedResponse> {
    const report = await this.commands.execute(
      new TakeReportActionCommand(principal, id(reportId), 'view'),
    );
    return { success: true, report };
  }

  @Post(':id/publish')
  @HttpCode(200)
  async publish(
    @Param('id') reportId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ReportSavedResponse> {
    const report = await this.commands.execute(
      new TakeReportActionCommand(principal, id(reportId), 'publish'),
    );
    return { success: true, report };
  }
}
