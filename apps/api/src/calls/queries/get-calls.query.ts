import { Query } from '@nestjs/cqrs';
import type { CallRecord } from '@vanilla/contracts';
import type { Principal } from '../../accounts/index.js';

export class GetCallsQuery extends Query<CallRecord[]> {
  constructor(
    readonly principal: Principal,
    readonly limit: number,
  ) {
    super();
  }
}

export class GetCallQuery extends Query<CallRecord> {
  constructor(
    readonly principal: Principal,
    readonly callId: string,
  ) {
    super();
  }
}
