import { Inject } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { NextFollowUp, ProposalHistoryResponse } from '@vanilla/contracts';
import { fold, isProposalEvent, proposalDecider } from '@vanilla/domain';
import { comparePositions, parsePosition } from '../../infrastructure/event-store/event-store.js';
import { AccountsDirectory } from '../../accounts/index.js';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { readFollowUpsToCome } from '../follow-ups/follow-up-storage.js';
import type { TokenOwner } from '../proposal-storage.js';
import { ProposalAccess } from '../proposal-access.js';
import { chainEvents } from './proposal-history.js';
import { readingView } from './proposal-reading.js';
import { GetProposalHistoryQuery } from './get-proposal-history.query.js';

// For auditors: every event of the proposal with who, when and its evidence, hash-chained, and
// the proposal's state as of any of them.
@QueryHandler(GetProposalHistoryQuery)
export class GetProposalHistoryHandler implements IQueryHandler<
  GetProposalHistoryQuery,
  ProposalHistoryResponse
> {
  constructor(
    private readonly access: ProposalAccess,
    private readonly directory: AccountsDirectory,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({
    principal,
    token,
    at,
  }: GetProposalHistoryQuery): Promise<ProposalHistoryResponse> {
    const { owner } = await this.access.forPrincipal(principal, token, { allowDeleted: true });
    const recorded = await this.access.events(owner);
    const asOf = parsePosition(at);
    const upTo = asOf ? recorded.filter((e) => comparePositions(e.position, asOf) <= 0) : recorded;
    const state = fold(proposalDecider, upTo.filter(isProposalEvent));
    return {
      success: true,
      token,
      proposal_id: owner.proposalId,
      events: chainEvents(recorded, await this.directory.usernames(owner.companyId)),
      state: {
        status: state.deleted ? 'deleted' : state.lifecycle,
        view_count: state.viewCount,
        message_count: state.messageCount,
        signed: state.signature !== null,
        deleted: state.deleted,
        archived: state.archived,
        expires_at: state.expiresAt,
      },
      as_of: at,
      reading: readingView(upTo),
      next_follow_up: asOf ? null : await this.nextFollowUp(owner),
    };
  }

  private async nextFollowUp(owner: TokenOwner): Promise<NextFollowUp | null> {
    const [entry] = await readFollowUpsToCome(this.db, owner.companyId, {
      proposalId: owner.proposalId,
    });
    return entry?.next_follow_up ?? null;
  }
}
