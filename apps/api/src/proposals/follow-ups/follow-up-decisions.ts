import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  evolveFollowUps,
  followUpEventKey,
  initialFollowUpState,
  isProposalEvent,
  proposalStreamName,
} from '@vanilla/domain';
import type { FollowUpEvent, FollowUpState } from '@vanilla/domain';
import {
  EVENT_STORE,
  WrongExpectedRevisionError,
} from '../../infrastructure/event-store/event-store.js';
import type {
  EventMetadata,
  EventStore,
  RecordedEvent,
} from '../../infrastructure/event-store/event-store.js';

// An event id (a UUID) derived from what the event is, so deciding it twice stores it once.
export const followUpEventId = (event: FollowUpEvent): string => {
  const hex = createHash('sha256').update(followUpEventKey(event)).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export const followUpStateOf = (events: readonly RecordedEvent[]): FollowUpState =>
  events.filter(isProposalEvent).reduce(evolveFollowUps, initialFollowUpState());

export type FollowUpDecision = (state: FollowUpState) => Promise<FollowUpEvent[]> | FollowUpEvent[];

const MAX_ATTEMPTS = 8;

// Decides on a proposal's log as read and appends expecting that very revision: a signal that
// landed in between (the client's call a second before the send) refuses the append, and the
// decision is taken again on the log with it. Each event's id comes from its key, so two
// schedulers, or one restarted after a crash, never store a step's send twice.
@Injectable()
export class FollowUpDecisions {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async decide(
    proposalId: string,
    decision: FollowUpDecision,
    metadata: EventMetadata,
    // Called between the decision and its append (tests put a competing event there).
    beforeAppend?: () => Promise<void>,
  ): Promise<{ events: FollowUpEvent[]; state: FollowUpState }> {
    const stream = proposalStreamName(proposalId);
    for (let attempt = 1; ; attempt += 1) {
      const recorded = await this.store.readStream(stream);
      const state = followUpStateOf(recorded);
      const events = await decision(state);
      if (events.length === 0) return { events, state };
      const revision = recorded.length > 0 ? recorded[recorded.length - 1].revision : -1;
      try {
        if (attempt === 1) await beforeAppend?.();
        await this.store.append(
          stream,
          events.map((event) => ({
            id: followUpEventId(event),
            type: event.type,
            data: event.data as unknown as Record<string, unknown>,
            metadata,
          })),
          { expectedRevision: revision >= 0 ? revision : 'no_stream' },
        );
        return { events, state: events.reduce(evolveFollowUps, state) };
      } catch (error) {
        if (error instanceof WrongExpectedRevisionError && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }
}
