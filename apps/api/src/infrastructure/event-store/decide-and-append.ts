import type { Decider, DomainCommand, DomainEvent } from '@vanilla/domain';
import { WrongExpectedRevisionError } from './event-store.js';
import type {
  Durability,
  EventMetadata,
  EventStore,
  Position,
  RecordedEvent,
} from './event-store.js';

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

// `position` is where the batch holding the command's events landed in the log (null when the
// command decided nothing new), so a caller can wait for read models to reach it.
export type Decided<State, Event> = { events: Event[]; state: State; position: Position | null };

type Pending = {
  command: DomainCommand;
  metadata: EventMetadata;
  durability: Durability;
  now: Date;
  resolve: (decided: Decided<unknown, DomainEvent>) => void;
  reject: (error: unknown) => void;
};

// Commands waiting per stream, per store. While one batch of a stream is being written, later
// commands of that stream wait here and go out together in the next append.
const queues = new WeakMap<EventStore, Map<string, Pending[]>>();

const queuesOf = (store: EventStore) => {
  let streams = queues.get(store);
  if (!streams) {
    streams = new Map();
    queues.set(store, streams);
  }
  return streams;
};

// The command side of every aggregate: load the stream, fold it, decide, append expecting the
// revision that was read. Commands on one stream queue in this process and are decided one after
// another against the evolving state, then appended together (a group commit): a proposal opened
// by many clients at once costs one append per batch, not a storm of conflicting retries. A race
// with another instance is caught by the expected revision and the batch is decided again, so
// independent facts (views) all land while exclusive ones (a second signature) are refused by
// the decider itself.
export const decideAndAppend = <State, Command extends DomainCommand, Event extends DomainEvent>(
  store: EventStore,
  streamName: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  metadata: EventMetadata,
  {
    durability = 'flushed',
    maxAttempts = 8,
    now = new Date(),
  }: { durability?: Durability; maxAttempts?: number; now?: Date } = {},
): Promise<Decided<State, Event>> =>
  new Promise((resolve, reject) => {
    const streams = queuesOf(store);
    const entry: Pending = {
      command,
      metadata,
      durability,
      now,
      resolve: resolve as Pending['resolve'],
      reject,
    };
    const waiting = streams.get(streamName);
    if (waiting) {
      waiting.push(entry);
      return;
    }
    streams.set(streamName, [entry]);
    void drain(
      store,
      streamName,
      decider as unknown as Decider<unknown, DomainCommand, DomainEvent>,
      maxAttempts,
    );
  });

const drain = async (
  store: EventStore,
  streamName: string,
  decider: Decider<unknown, DomainCommand, DomainEvent>,
  maxAttempts: number,
): Promise<void> => {
  const streams = queuesOf(store);
  for (;;) {
    const batch = streams.get(streamName)!.splice(0);
    if (batch.length === 0) {
      streams.delete(streamName);
      return;
    }
    await writeBatch(store, streamName, decider, batch, maxAttempts);
  }
};

type Outcome =
  { events: DomainEvent[]; state: unknown; position: Position | null } | { error: unknown };

const writeBatch = async (
  store: EventStore,
  streamName: string,
  decider: Decider<unknown, DomainCommand, DomainEvent>,
  batch: Pending[],
  maxAttempts: number,
): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    let outcomes: Outcome[];
    let state: unknown;
    try {
      // First try the state this process last folded or wrote without reading the stream: in
      // the usual case nothing else wrote since, and if something did, the expected revision
      // refuses the append and the next attempt reads what is new.
      const cached = attempt === 1 ? cacheOf(store).get(streamName) : undefined;
      const loaded = cached ?? (await loadState(store, streamName, decider));
      state = loaded.state;
      outcomes = batch.map((entry): Outcome => {
        try {
          const events = decider.decide(entry.command, state, { now: entry.now });
          state = events.reduce(decider.evolve, state);
          return { events, state, position: null };
        } catch (error) {
          return { error };
        }
      });
      const toAppend = outcomes.flatMap((outcome, i) =>
        'events' in outcome
          ? outcome.events.map((event) => ({
              type: event.type,
              data: event.data as Record<string, unknown>,
              metadata: batch[i].metadata,
            }))
          : [],
      );
      if (toAppend.length > 0) {
        const { appended, nextRevision, position } = await store.append(streamName, toAppend, {
          expectedRevision: loaded.revision >= 0 ? loaded.revision : 'no_stream',
          // A batch is relaxed only when every command in it may be.
          durability: batch.every((entry) => entry.durability === 'relaxed')
            ? 'relaxed'
            : 'flushed',
        });
        for (const outcome of outcomes) {
          if ('events' in outcome && outcome.events.length > 0) outcome.position = position;
        }
        if (appended === toAppend.length)
          remember(store, streamName, { state, revision: nextRevision });
      }
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError && attempt < maxAttempts) continue;
      for (const entry of batch) entry.reject(error);
      return;
    }
    outcomes.forEach((outcome, i) =>
      'error' in outcome ? batch[i].reject(outcome.error) : batch[i].resolve(outcome),
    );
    return;
  }
};
