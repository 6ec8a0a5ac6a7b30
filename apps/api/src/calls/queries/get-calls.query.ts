import type { Principal } from '../../accounts/index.js';

export class GetCallsQuery {
  constructor(
    readonly principal: Principal,
    readonly limit: number,
  ) {}
}

export class GetCallQuery {
  constructor(
    readonly principal: Principal,
    readonly callId: string,
  ) {}
}
