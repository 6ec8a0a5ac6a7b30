import { Command } from '@nestjs/cqrs';
import type { ReportNarrative, ReportRow } from '@vanilla/contracts';
import type { CreateReportRequest } from '@vanilla/contracts/dto';
import type { Principal } from '../../accounts/index.js';

export class CreateReportCommand extends Command<ReportRow> {
  constructor(
    readonly principal: Principal,
    readonly request: CreateReportRequest,
  ) {
    super();
  }
}

export type ReportAction = 'view' | 'publish' | 'share' | 'revoke-share';

// Opening a report (its "Last Viewed"), publishing it, sharing its read-only link or revoking it.
export class TakeReportActionCommand extends Command<ReportRow> {
  constructor(
    readonly principal: Principal,
    readonly reportId: string,
    readonly action: ReportAction,
  ) {
    super();
  }
}

// "AI Report": writes the narrative of the report's figures as they stand and keeps it.
export class WriteReportNarrativeCommand extends Command<ReportNarrative> {
  constructor(
    readonly principal: Principal,
    readonly reportId: string,
  ) {
    super();
  }
}
