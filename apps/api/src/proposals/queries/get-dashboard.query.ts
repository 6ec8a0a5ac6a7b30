import type { Principal } from '../../accounts/index.js';

export class GetDashboardQuery {
  constructor(
    readonly principal: Principal,
    readonly includeTeam: boolean,
  ) {}
}
