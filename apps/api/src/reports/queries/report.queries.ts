import { Query } from '@nestjs/cqrs';
import type {
  ReportResponse,
  ReportRow,
  ReportType,
  SharedReportResponse,
} from '@vanilla/contracts';
import type { Principal } from '../../accounts/index.js';

export class GetReportsQuery extends Query<ReportRow[]> {
  constructor(
    readonly principal: Principal,
    readonly filter: { q?: string; type?: ReportType },
  ) {
    super();
  }
}

export class GetReportQuery extends Query<Omit<ReportResponse, 'success'>> {
  constructor(
    readonly principal: Principal,
    readonly reportId: string,
  ) {
    super();
  }
}

// What a signed-out share link shows.
export class GetSharedReportQuery extends Query<SharedReportResponse> {
  constructor(readonly token: string) {
    super();
  }
}
