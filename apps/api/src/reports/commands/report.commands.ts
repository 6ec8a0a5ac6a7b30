import { Command } from '@nestjs/cqrs';
import type { ReportRow } from '@vanilla/contracts';
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

// Opening a report (its "Last Viewed"), or publishing it.
export class TakeReportActionCommand extends Command<ReportRow> {
  constructor(
    readonly principal: Principal,
    readonly reportId: string,
    readonly action: 'view' | 'publish',
  ) {
    super();
  }
}
