import type { Decider, DomainCommand, DomainEvent } from '@vanilla/domain';
import { WrongExpectedRevisionError } from './event-store.js';
import type { EventMetadata, EventStore, RecordedEvent } from './event-store.js';

type Folded<State> = { state: State; revision: number };

const CACHE_LIMIT = 5_000;

// Folded states of recently used streams, per store: loading then reads only the events after
// the cached revision, so a proposal opened thousands of times is not re-read from its start on
// every view. States are immutable (evolve returns new objects), so sharing them is safe; a state
// made stale by another instance is caught by the expected revision at append, and re-read.
const caches = new WeakMap<EventStore, Map<string, Folded<unknown>>>();

const cacheOf = (store: EventStore) => {
  let cache = caches.get(store);
  if (!cache) {
    cache = new Map();
    caches.set(store, cache);
  }
  return cache;
};

const remember = (store: EventStore, streamName: string, folded: Folded<unknown>) => {
  const cache = cacheOf(store);
  cache.delete(streamName);
  cache.set(streamName, folded);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
};

const asEvents = <Event>(recorded: RecordedEvent[]) =>
  recorded.map((e) => ({ type: e.type, data: e.data }) as Event);

export const loadState = async <State, Event extends DomainEvent>(
  store: EventStore,
  streamName: string,
  decider: Pick<Decider<State, DomainCommand, Event>, 'initialState' | 'evolve'>,
): Promise<Folded<State>> => {
  const cached = cacheOf(store).get(streamName) as Folded<State> | undefined;
  const fresh = await store.readStream(streamName, {
    fromRevision: cached ? cached.revision + 1 : 0,
  });
  const base = cached ?? { state: decider.initialState(), revision: -1 };
  if (fresh.length === 0) return base;
  const folded: Folded<State> = {
    state: asEvents<Event>(fresh).reduce(decider.evolve, base.state),
    revision: fresh[fresh.length - 1].revision,
  };
  remember(store, streamName, folded);
  return folded;
};

export type Decided<State, Event> = { events: Event[]; state: State };

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
    const { state, revision } = await loadState<State, Event>(store, streamName, decider);
    const events = decider.decide(command, state);
    try {
      await store.append(
        streamName,
        events.map((event) => ({
          type: event.type,
          data: event.data as Record<string, unknown>,
          metadata,
        })),
        { expectedRevision: revision >= 0 ? revision : 'no_stream' },
      );
      return { events, state: events.reduce(decider.evolve, state) };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= maxAttempts) throw error;
    }
  }
};
