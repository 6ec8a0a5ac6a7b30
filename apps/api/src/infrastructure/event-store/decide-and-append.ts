import { fold } from '@vanilla/domain';
import type { Decider, DomainCommand, DomainEvent } from '@vanilla/domain';
import { WrongExpectedRevisionError } from './event-store.js';
import type { EventMetadata, EventStore, RecordedEvent } from './event-store.js';

export type Decided<State, Event> = {
  events: Event[];
  state: State;
  recorded: RecordedEvent[];
};

// The command side of every aggregate: load the stream, fold it, decide, append expecting the
// revision that was read. A lost race re-reads and decides again, so independent facts (two
// views) both land while exclusive ones (two signatures) are refused by the decider itself.
export const decideAndAppend = async <
  State,
  Command extends DomainCommand,
  Event extends DomainEvent,
>(
  store: EventStore,
  streamName: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  metadata: EventMetadata,
  maxAttempts = 8,
): Promise<Decided<State, Event>> => {
  for (let attempt = 1; ; attempt += 1) {
    const recorded = await store.readStream(streamName);
    const state = fold(
      decider,
      recorded.map((e) => ({ type: e.type, data: e.data }) as Event),
    );
    const events = decider.decide(command, state);
    try {
      await store.append(
        streamName,
        events.map((event) => ({
          type: event.type,
          data: event.data as Record<string, unknown>,
          metadata,
        })),
        {
          expectedRevision:
            recorded.length > 0 ? recorded[recorded.length - 1].revision : 'no_stream',
        },
      );
      return { events, state: events.reduce(decider.evolve, state), recorded };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= maxAttempts) throw error;
    }
  }
};

export const loadState = async <State, Event extends DomainEvent>(
  store: EventStore,
  streamName: string,
  decider: Pick<Decider<State, DomainCommand, Event>, 'initialState' | 'evolve'>,
): Promise<{ state: State; recorded: RecordedEvent[] }> => {
  const recorded = await store.readStream(streamName);
  return {
    state: fold(
      decider,
      recorded.map((e) => ({ type: e.type, data: e.data }) as Event),
    ),
    recorded,
  };
};
