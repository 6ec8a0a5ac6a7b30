import type { Principal } from '../../accounts/principal.js';

export class GetDashboardQuery {
  constructor(
    readonly principal: Principal,
    readonly includeTeam: boolean,
  ) {}
}
