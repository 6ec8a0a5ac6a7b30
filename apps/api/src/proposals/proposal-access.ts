import { GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { proposalDecider, proposalStreamName } from '@vanilla/domain';
import type { ProposalEvent, ProposalState } from '@vanilla/domain';
import type { Principal } from '../accounts/index.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';
import { StreamDecisions } from '../infrastructure/event-store/stream-decisions.js';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.js';
import type { EventStore, RecordedEvent } from '../infrastructure/event-store/event-store.js';
import { findToken } from './proposal-storage.js';
import type { TokenOwner } from './proposal-storage.js';

export const PROPOSAL_NOT_FOUND = 'Proposal not found';
export const PROPOSAL_REMOVED = 'This proposal has been removed.';

const OWNER_CACHE_LIMIT = 10_000;

export type LoadedProposal = { owner: TokenOwner; state: ProposalState };

// Opens a proposal by its share token, for the public (the token is the key) or for a signed-in
// caller, who must belong to its company and, unless a manager, be its creator. Anything else
// answers not found, so tokens of other companies reveal nothing.
@Injectable()
export class ProposalAccess {
  private readonly owners = new Map<string, TokenOwner>();

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly decisions: StreamDecisions,
  ) {}

  // Who owns a token never changes once it is issued, so owners are kept in memory; a busy link
  // costs no lookup per view.
  async owner(token: string): Promise<TokenOwner> {
    const known = this.owners.get(token);
    if (known) return known;
    const owner = await findToken(this.db, token);
    if (!owner) throw new NotFoundException(PROPOSAL_NOT_FOUND);
    this.owners.set(token, owner);
    if (this.owners.size > OWNER_CACHE_LIMIT) this.owners.delete(this.owners.keys().next().value!);
    return owner;
  }

  async byToken(token: string, options: { allowDeleted?: boolean } = {}): Promise<LoadedProposal> {
    const owner = await this.owner(token);
    const { state } = await this.decisions.loadState<ProposalState, ProposalEvent>(
      proposalStreamName(owner.proposalId),
      proposalDecider,
    );
    if (!state.share) throw new NotFoundException(PROPOSAL_NOT_FOUND);
    if (state.deleted && !options.allowDeleted) throw new GoneException(PROPOSAL_REMOVED);
    return { owner, state };
  }

  // The whole log of the proposal, for auditors.
  events(owner: TokenOwner): Promise<RecordedEvent[]> {
    return this.store.readStream(proposalStreamName(owner.proposalId));
  }

  async forPrincipal(
    principal: Principal,
    token: string,
    options: { allowDeleted?: boolean } = {},
  ) {
    const owner = await findToken(this.db, token);
    if (!owner || !canSee(principal, owner)) throw new NotFoundException(PROPOSAL_NOT_FOUND);
    return this.byToken(token, options);
  }
}

export const canSee = (
  principal: Principal,
  owner: Pick<TokenOwner, 'companyId' | 'creatorId'>,
): boolean =>
  owner.companyId === principal.companyId &&
  (principal.role === 'manager' || owner.creatorId === principal.userId);
