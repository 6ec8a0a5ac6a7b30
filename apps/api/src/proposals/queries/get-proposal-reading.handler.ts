import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { ProposalReadingResponse } from '@vanilla/contracts';
import { ProposalAccess } from '../proposal-access.js';
import { GetProposalReadingQuery } from './get-proposal-reading.query.js';
import { readingView } from './proposal-reading.js';

// The dashboard's Reading panel: a manager sees the company's proposals, a member their own.
@QueryHandler(GetProposalReadingQuery)
export class GetProposalReadingHandler implements IQueryHandler<
  GetProposalReadingQuery,
  ProposalReadingResponse
> {
  constructor(private readonly access: ProposalAccess) {}

  async execute({ principal, token }: GetProposalReadingQuery): Promise<ProposalReadingResponse> {
    const { owner } = await this.access.forPrincipal(principal, token, { allowDeleted: true });
    return { success: true, token, reading: readingView(await this.access.events(owner)) };
  }
}
