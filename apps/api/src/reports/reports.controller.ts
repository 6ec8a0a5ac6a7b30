import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CreateReportRequest, ReportsQuery } from '@vanilla/contracts/dto';
import type {
  ReportNarrativeResponse,
  ReportResponse,
  ReportSavedResponse,
  ReportShareResponse,
  ReportsResponse,
  SharedReportResponse,
} from '@vanilla/contracts';
import { reportMessages } from '@vanilla/contracts';
import { Authenticated, CurrentPrincipal } from '../accounts/index.js';
import type { Principal } from '../accounts/index.js';
import {
  CreateReportCommand,
  TakeReportActionCommand,
  WriteReportNarrativeCommand,
} from './commands/report.commands.js';
import type { ReportAction } from './commands/report.commands.js';
import { GetReportQuery, GetReportsQuery, GetSharedReportQuery } from './queries/report.queries.js';
import { ApiTags } from '@nestjs/swagger';
import {
  ApiErrors,
  ApiJsonBody,
  ApiQueryFrom,
  ApiSuccess,
} from '../infrastructure/http/api-docs.decorators.js';

const id = (value: string) => value.slice(0, 100);

@ApiTags('reports')
@Controller('api/reports')
@Authenticated()
export class ReportsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiSuccess("The company's reports", 'ReportsResponse')
  @ApiQueryFrom(ReportsQuery)
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

  @ApiSuccess('Create a report', 'ReportSavedResponse')
  @ApiJsonBody(CreateReportRequest)
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
  @ApiSuccess('A report with its figures and narrative', 'ReportResponse')
  @ApiErrors(404)
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
  @ApiSuccess('Record that the caller opened a report', 'ReportSavedResponse')
  @ApiErrors(404)
  @Post(':id/view')
  @HttpCode(200)
  view(
    @Param('id') reportId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ReportSavedResponse> {
    return this.act(principal, reportId, 'view');
  }

  @ApiSuccess('Publish a draft report', 'ReportSavedResponse')
  @ApiErrors(404, 409)
  @Post(':id/publish')
  @HttpCode(200)
  publish(
    @Param('id') reportId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ReportSavedResponse> {
    return this.act(principal, reportId, 'publish');
  }

  // The read-only link for an accountant: a manager's; asked again, the live link.
  @ApiSuccess("Make a report's read-only link (managers)", 'ReportShareResponse')
  @ApiErrors(404, 409)
  @Post(':id/share')
  @HttpCode(200)
  @Authenticated('manager')
  async share(
    @Param('id') reportId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ReportShareResponse> {
    const { report } = await this.act(principal, reportId, 'share');
    if (!report.share) throw new Error(`Report ${report.id} was shared but has no live link`);
    return { success: true, share: report.share };
  }

  @ApiSuccess("Revoke a report's link (managers)", 'ReportSavedResponse')
  @ApiErrors(404)
  @Delete(':id/share')
  @Authenticated('manager')
  revokeShare(
    @Param('id') reportId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ReportSavedResponse> {
    return this.act(principal, reportId, 'revoke-share');
  }

  // "AI Report": a short narrative of the figures, kept with the report.
  @ApiSuccess("Write a report's narrative with the LLM", 'ReportNarrativeResponse')
  @ApiErrors(404, 503)
  @Post(':id/narrative')
  @HttpCode(200)
  async narrative(
    @Param('id') reportId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ReportNarrativeResponse> {
    return {
      success: true,
      narrative: await this.commands.execute(
        new WriteReportNarrativeCommand(principal, id(reportId)),
      ),
    };
  }

  private async act(
    principal: Principal,
    reportId: string,
    action: ReportAction,
  ): Promise<ReportSavedResponse> {
    const report = await this.commands.execute(
      new TakeReportActionCommand(principal, id(reportId), action),
    );
    return { success: true, report };
  }
}

// A share token is 43 base64url characters; anything else names no report.
const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

// The signed-out page of a share link (`/shared-report/{token}`): no session, rate-limited like
// shared proposals; an unknown or revoked token is "no longer available".
@ApiTags('reports')
@Controller('api/shared-reports')
export class SharedReportsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiSuccess('A shared report, read-only (the token is the key)', 'SharedReportResponse')
  @ApiErrors(404)
  @Get(':token')
  shared(@Param('token') token: string): Promise<SharedReportResponse> {
    if (!SHARE_TOKEN.test(token)) throw new NotFoundException(reportMessages.shareNotFound);
    return this.queries.execute(new GetSharedReportQuery(token));
  }
}
