import type { RealtimeEventName, RealtimePayload } from '@vanilla/contracts';
import type { DomainEvent } from '@vanilla/domain';
import type { SqlExecutor, Statement } from '../database/database.js';
import type { Migration } from '../database/migrations.js';
import type { RecordedEvent } from '../event-store/event-store.js';

// A change a projection wants pushed once its transaction commits. `key` coalesces several
// changes to one row within a batch into the last one.
export type Push<E extends RealtimeEventName = RealtimeEventName> = {
  key: string;
  event: E;
  rooms: string[];
  payload: RealtimePayload<E>;
};

// A statement of a projection's; `returning` is the RETURNING list its pushes are made from, asked
// for only when they are pushed (a rebuild pushes nothing, and returning rows cost it half its
// time).
export type ProjectionStatement = Statement & { returning?: string };

// A projection's statements are its own fixed texts, run on every batch: prepared once per
// connection when a script runs them (a rebuild, whose tables grow from empty, has their plans
// made again as they grow: see ProjectionRunner.rebuild).
export const statementFor = (
  { sql, params, returning }: ProjectionStatement,
  pushing: boolean,
): Statement => ({
  sql: pushing && returning ? `${sql} RETURNING ${returning}` : sql,
  params,
  prepare: true,
});

// `E` is what the projection reads: the runner hands it only events of its `eventTypes`.
export type Projection<E extends DomainEvent = DomainEvent> = {
  readonly name: string;
  readonly eventTypes: readonly E['type'][];
  // Creates the read-model tables, naming them unqualified: a rebuild runs them again in a schema
  // of its own to build its copies there.
  readonly migrations: readonly Migration[];
  // What a rebuild builds anew beside the live tables and swaps in once complete.
  readonly tables: readonly string[];
  // Functions its tables' triggers call, made in the live schema before its migrations and never
  // by a rebuild, whose copies of the tables (made by the migrations, triggers included) name the
  // live ones. A rebuild replays with its copies' triggers off and turns them on as it swaps them
  // in: what triggers keep is the live tables' own (a count of writes, say), so the rebuild's
  // tables must start anew from what they hold, and the functions name tables unqualified.
  readonly functions?: readonly Migration[];
  // Throwing parks the event (see ProjectionRunner); the projection goes on with the next ones.
  apply(event: RecordedEvent<E>, tx: SqlExecutor): Promise<Push[]>;
  // Events of these types commute with one another (a view count, say): the runner applies a
  // run of consecutive ones with one statement, so a busy stream costs one statement per batch
  // instead of one round trip per event; a batch of nothing else is one round trip in all, with
  // its checkpoint.
  readonly mergeable?: {
    readonly eventTypes: readonly E['type'][];
    statement(events: readonly RecordedEvent<E>[]): ProjectionStatement;
    // What to push for the rows the statement returned.
    pushes(rows: readonly Record<string, unknown>[]): Push[];
    // The row each mergeable and scripted event writes, where the mergeable ones write rows that
    // nothing else reads: a run then goes on past the scripted events of other rows, which
    // commute with it, and ends only at one of a row it holds, so a batch's views are a
    // statement or two rather than one per gap.
    rowOf?(event: RecordedEvent<E>): string;
  };
  // Events of these types each write with one statement known from the event alone (null: nothing
  // to write), no read deciding what: a batch of these and mergeable runs is one round trip with
  // its checkpoint. `apply` is called only for an event whose statement says 'apply' (one that
  // lacks what its statement needs, such as an event recorded before a field was added).
  readonly scripted?: {
    readonly eventTypes: readonly E['type'][];
    statement(event: RecordedEvent<E>): ProjectionStatement | null | 'apply';
    pushes(rows: readonly Record<string, unknown>[]): Push[];
  };
  // Other projections whose tables it reads: it applies an event only once they have applied
  // every event of theirs it has seen before (a call finds the proposal shared just before it).
  readonly reads?: readonly string[];
};

export const PROJECTIONS = Symbol('PROJECTIONS');

// A mergeable statement upserting one row per key may not touch a row twice: the last event of
// each key in a run, in the run's order (`fold` gets the previous kept value, to carry a field on).
export const lastOfEach = <E, K, V>(
  events: readonly E[],
  keyOf: (event: E) => K,
  valueOf: (event: E, previous: V | undefined) => V,
): V[] => {
  const kept = new Map<K, V>();
  for (const event of events) {
    const key = keyOf(event);
    const previous = kept.get(key);
    kept.delete(key);
    kept.set(key, valueOf(event, previous));
  }
  return [...kept.values()];
};
