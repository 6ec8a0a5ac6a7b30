import { Inject, Injectable } from '@nestjs/common';
import type { Decider, DomainCommand, DomainEvent } from '@vanilla/domain';
import { EVENT_STORE, WrongExpectedRevisionError } from './event-store.js';
import type {
  Durability,
  EventMetadata,
  EventStore,
  Position,
  RecordedEvent,
} from './event-store.js';

type Folded<State> = { state: State; revision: number };

const CACHE_LIMIT = 5_000;

const asEvents = <Event>(recorded: RecordedEvent[]) =>
  recorded.map((e) => ({ type: e.type, data: e.data }) as Event);

// `position` is where the batch holding the command's events landed in the log (null when the
// command decided nothing new), so a caller can wait for read models to reach it.
export type Decided<State, Event> = { events: Event[]; state: State; position: Position | null };

// The store's durabilities, and one more: 'visible-before-flush' is acknowledged once on disk, like
// 'flushed', but is appended relaxed and then flushed, so projections (and the pages they push to)
// see it as soon as it commits, a disk flush earlier. A crash of the database server in that
// window loses it together with everything read models wrote from it (the log is written in
// order), and its sender, never told it was kept, sends it again. For facts whose only readers
// are read models and pushes (a provider's call report); never for anything a reader acts on
// outside the database (an email, a charge).
export type DecisionDurability = Durability | 'visible-before-flush';

export type DecideOptions = {
  durability?: DecisionDurability;
  maxAttempts?: number;
  now?: Date;
};

// A batch is as durable as its most demanding command.
const batchDurability = (batch: readonly Pending[]): DecisionDurability =>
  batch.every((entry) => entry.durability === 'relaxed')
    ? 'relaxed'
    : batch.some((entry) => entry.durability === 'flushed')
      ? 'flushed'
      : 'visible-before-flush';

type Pending = {
  command: DomainCommand;
  metadata: EventMetadata;
  durability: DecisionDurability;
  now: Date;
  resolve: (decided: Decided<unknown, DomainEvent>) => void;
  reject: (error: unknown) => void;
};

type Outcome =
  { events: DomainEvent[]; state: unknown; position: Position | null } | { error: unknown };

type AnyDecider = Decider<unknown, DomainCommand, DomainEvent>;

// The command side of every aggregate: load the stream, fold it, decide, append expecting the
// revision that was read. Commands on one stream queue in this instance and are decided one after
// another against the evolving state, then appended together (a group commit): a proposal opened
// by many clients at once costs one append per batch, not a storm of conflicting retries. A race
// with another instance is caught by the expected revision and the batch is decided again, so
// independent facts (views) all land while exclusive ones (a second signature) are refused by
// the decider itself. One per API instance (per store): its cache and queues are that instance's.
@Injectable()
export class StreamDecisions {
  // Folded states of recently used streams: loading then reads only the events after the cached
  // revision, so a proposal opened thousands of times is not re-read from its start on every
  // view. States are immutable (evolve returns new objects), so sharing them is safe; a state
  // made stale by another instance is caught by the expected revision at append, and re-read.
  private readonly cache = new Map<string, Folded<unknown>>();
  // Commands waiting per stream. While one batch of a stream is being written, later commands of
  // that stream wait here and go out together in the next append.
  private readonly queues = new Map<string, Pending[]>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async loadState<State, Event extends DomainEvent>(
    streamName: string,
    decider: Pick<Decider<State, DomainCommand, Event>, 'initialState' | 'evolve'>,
  ): Promise<Folded<State>> {
    const cached = this.cache.get(streamName) as Folded<State> | undefined;
    const fresh = await this.store.readStream(streamName, {
      fromRevision: cached ? cached.revision + 1 : 0,
    });
    const base = cached ?? { state: decider.initialState(), revision: -1 };
    if (fresh.length === 0) return base;
    const folded: Folded<State> = {
      state: asEvents<Event>(fresh).reduce(decider.evolve, base.state),
      revision: fresh[fresh.length - 1].revision,
    };
    this.remember(streamName, folded);
    return folded;
  }

  decideAndAppend<State, Command extends DomainCommand, Event extends DomainEvent>(
    streamName: string,
    decider: Decider<State, Command, Event>,
    command: Command,
    metadata: EventMetadata,
    { durability = 'flushed', maxAttempts = 8, now = new Date() }: DecideOptions = {},
  ): Promise<Decided<State, Event>> {
    return new Promise((resolve, reject) => {
      const entry: Pending = {
        command,
        metadata,
        durability,
        now,
        resolve: resolve as Pending['resolve'],
        reject,
      };
      const waiting = this.queues.get(streamName);
      if (waiting) {
        waiting.push(entry);
        return;
      }
      this.queues.set(streamName, [entry]);
      void this.drain(streamName, decider as unknown as AnyDecider, maxAttempts);
    });
  }

  private remember(streamName: string, folded: Folded<unknown>) {
    this.cache.delete(streamName);
    this.cache.set(streamName, folded);
    if (this.cache.size > CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
  }

  private async drain(streamName: string, decider: AnyDecider, maxAttempts: number) {
    for (;;) {
      const batch = this.queues.get(streamName)!.splice(0);
      if (batch.length === 0) {
        this.queues.delete(streamName);
        return;
      }
      await this.writeBatch(streamName, decider, batch, maxAttempts);
    }
  }

  private async writeBatch(
    streamName: string,
    decider: AnyDecider,
    batch: Pending[],
    maxAttempts: number,
  ): Promise<void> {
    const durability = batchDurability(batch);
    for (let attempt = 1; ; attempt += 1) {
      let outcomes: Outcome[];
      let state: unknown;
      try {
        // First try the state this instance last folded or wrote without reading the stream: in
        // the usual case nothing else wrote since, and if something did, the expected revision
        // refuses the append and the next attempt reads what is new.
        const cached = attempt === 1 ? this.cache.get(streamName) : undefined;
        const loaded = cached ?? (await this.loadState(streamName, decider));
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
          const { appended, nextRevision, position } = await this.store.append(
            streamName,
            toAppend,
            {
              expectedRevision: loaded.revision >= 0 ? loaded.revision : 'no_stream',
              durability: durability === 'flushed' ? 'flushed' : 'relaxed',
            },
          );
          for (const outcome of outcomes) {
            if ('events' in outcome && outcome.events.length > 0) outcome.position = position;
          }
          if (appended === toAppend.length)
            this.remember(streamName, { state, revision: nextRevision });
        }
        // Also when nothing new was decided: a repeat may find its first delivery's events
        // committed by an append whose flush failed.
        if (durability === 'visible-before-flush') await this.store.flush();
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
  }
}
