import { Inject, Injectable } from '@nestjs/common';
import { nextFollowUp, proposalStreamName } from '@vanilla/domain';
import type { ProposalEvent } from '@vanilla/domain';
import type { SqlExecutor } from '../../infrastructure/database/database.js';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.js';
import type { EventStore, RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import type { Projection, Push } from '../../infrastructure/projections/projection.js';
import { followUpStateOf } from './follow-up-decisions.js';
import {
  followUpDueMigrations,
  followUpTimezone,
  readFollowUpPlan,
  writeDue,
  FOLLOW_UP_DUE_TABLE,
} from './follow-up-storage.js';

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

// Keeps, per proposal, when its next follow-up is due (the scheduler's to-do list), computed from
// its log and the company's plan in the transaction that moves the checkpoint. The row only wakes
// the scheduler: what is sent is decided again on the log at send time.
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
    const due = nextFollowUp(state, plan, await followUpTimezone(tx, state.companyId));
    await writeDue(
      tx,
      proposalId,
      state.companyId,
      due && { stepId: due.step.id, dueAt: due.dueAt },
    );
    return [];
  }
}
