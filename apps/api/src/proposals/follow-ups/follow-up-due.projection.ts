import { Inject, Injectable } from '@nestjs/common';
import { companyRoom, userRoom } from '@vanilla/contracts';
import { nextFollowUp, proposalStreamName } from '@vanilla/domain';
import type { ProposalEvent } from '@vanilla/domain';
import type { SqlExecutor } from '../../infrastructure/database/database.js';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.js';
import type { EventStore, RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import type { Projection, Push } from '../../infrastructure/projections/projection.js';
import { findOwnerOfProposal } from '../proposal-storage.js';
import type { TokenOwner } from '../proposal-storage.js';
import { followUpStateOf } from './follow-up-decisions.js';
import {
  dueRowOf,
  followUpDueMigrations,
  nextFollowUpOf,
  followUpTimezone,
  readFollowUpPlan,
  writeDue,
  FOLLOW_UP_DUE_TABLE,
} from './follow-up-storage.js';
import type { DueRow } from './follow-up-storage.js';

// The events that move a proposal's next follow-up: its share, the first view, a new expiry, every
// signal that stops the plan, and the follow-ups themselves.
const dueEventTypes: ProposalEvent['type'][] = [
  'ProposalShared',
  'ProposalViewed',
  'ProposalExtended',
  'ProposalSigned',
  'ProposalDeclined',
  'ProposalMessageReceived',
  'ProposalCallReceived',
  'ProposalDeleted',
  'ProposalArchived',
  'FollowUpSent',
  'FollowUpSkipped',
  'FollowUpsStopped',
];

// What the dashboards of the proposal's company and creator are told of its row.
export const followUpPush = (
  owner: TokenOwner,
  due: DueRow | null,
): Push<'proposal.follow_up'> => ({
  key: `follow-up:${owner.proposalId}`,
  event: 'proposal.follow_up',
  rooms: [companyRoom(owner.companyId), userRoom(owner.creatorId)],
  payload: { token: owner.token, next_follow_up: nextFollowUpOf(due) },
});

// Keeps, per proposal, when its next follow-up is due (the scheduler's to-do list), computed from
// its log and the company's plan in the transaction that moves the checkpoint, and pushes it to the
// dashboard. The row only wakes the scheduler: what is sent is decided again on the log at send
// time.
@Injectable()
export class FollowUpDueProjection implements Projection<ProposalEvent> {
  readonly name = 'follow-up-due';
  readonly eventTypes = dueEventTypes;
  readonly migrations = followUpDueMigrations;
  readonly tables = [FOLLOW_UP_DUE_TABLE];

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  // A view after the first changes nothing: most views of a busy link cost no read, and a batch of
  // them no transaction (the runner moves the checkpoint as over events of other types).
  readonly scripted: Projection<ProposalEvent>['scripted'] = {
    eventTypes: ['ProposalViewed'],
    statement: (event) => (event.type === 'ProposalViewed' && !event.data.first ? null : 'apply'),
    pushes: () => [],
  };

  async apply(event: RecordedEvent<ProposalEvent>, tx: SqlExecutor): Promise<Push[]> {
    const { proposalId } = event.data;
    const recorded = await this.store.readStream(proposalStreamName(proposalId), {
      via: tx,
      // Up to this event: a replay computes what was due then, as the live run did.
      maxCount: event.revision + 1,
    });
    const state = followUpStateOf(recorded);
    if (state.companyId === null) return [];
    const plan = await readFollowUpPlan(tx, state.companyId);
    const next = nextFollowUp(state, plan, await followUpTimezone(tx, state.companyId));
    const due = dueRowOf(next, state);
    if (!(await writeDue(tx, proposalId, state.companyId, due))) return [];
    const owner = await findOwnerOfProposal(tx, proposalId);
    return owner ? [followUpPush(owner, due)] : [];
  }
}
