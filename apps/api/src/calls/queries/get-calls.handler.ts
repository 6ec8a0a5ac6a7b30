import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { CallRecord } from '@vanilla/contracts';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { CALL_COLUMNS, toCallRecord } from '../projections/call.projection.js';
import type { CallRow } from '../projections/call.projection.js';
import { GetCallQuery, GetCallsQuery } from './get-calls.query.js';

export const CALL_NOT_FOUND = 'Call details not found';

// A manager sees the company's calls; a member the calls of the receptionists they set up.
const SCOPE = 'company_id = $1 AND ($2 OR owner_id = $3)';

@QueryHandler(GetCallsQuery)
export class GetCallsHandler implements IQueryHandler<GetCallsQuery, CallRecord[]> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ principal, limit }: GetCallsQuery): Promise<CallRecord[]> {
    const { rows } = await this.db.query<CallRow>(
      `SELECT ${CALL_COLUMNS} FROM calls WHERE ${SCOPE} ORDER BY started_at DESC LIMIT $4`,
      [principal.companyId, principal.role === 'manager', principal.userId, limit],
    );
    return rows.map(toCallRecord);
  }
}

@QueryHandler(GetCallQuery)
export class GetCallHandler implements IQueryHandler<GetCallQuery, CallRecord> {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async execute({ principal, callId }: GetCallQuery): Promise<CallRecord> {
    const { rows } = await this.db.query<CallRow>(
      `SELECT ${CALL_COLUMNS} FROM calls WHERE ${SCOPE} AND call_id = $4`,
      [principal.companyId, principal.role === 'manager', principal.userId, callId],
    );
    if (!rows[0]) throw new NotFoundException(CALL_NOT_FOUND);
    return toCallRecord(rows[0]);
  }
}
