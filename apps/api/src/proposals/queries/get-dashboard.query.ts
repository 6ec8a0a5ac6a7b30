import { Query } from '@nestjs/cqrs';
import type { DashboardResponse } from '@vanilla/contracts';
import type { Principal } from '../../accounts/index.js';

export class GetDashboardQuery extends Query<DashboardResponse> {
  constructor(
    readonly principal: Principal,
    readonly includeTeam: boolean,
  ) {
    super();
  }
}
