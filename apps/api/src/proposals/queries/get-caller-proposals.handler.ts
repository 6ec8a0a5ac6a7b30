import { Inject } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import { proposalStreamName } from '@vanilla/domain';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.js';
import type { EventStore } from '../../infrastructure/event-store/event-store.js';
import { toE164 } from '../../pipeline/index.js';
import { callerContext, findOpenProposals } from '../callers/caller-proposals.js';
import { GetCallerProposalsQuery } from './get-caller-proposals.query.js';
import type { CallerProposals } from './get-caller-proposals.query.js';

// Answers while Vapi waits for the assistant (7.5 s): one indexed read-model lookup, then the
// streams of at most CALLER_PROPOSALS_LIMIT proposals, all of the caller's company only.
@QueryHandler(GetCallerProposalsQuery)
export class GetCallerProposalsHandler implements IQueryHandler<
  GetCallerProposalsQuery,
  CallerProposals
> {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ companyId, from }: GetCallerProposalsQuery): Promise<CallerProposals> {
    const proposals = await findOpenProposals(this.db, companyId, toE164(from));
    const streams = await Promise.all(
      proposals.map(({ proposalId }) => this.store.readStream(proposalStreamName(proposalId))),
    );
    return { proposals, context: callerContext(streams) };
  }
}
