import type { DomainEvent } from '@vanilla/domain';
import type { SqlExecutor } from '../database/database.js';
// The event store port. Streams are named `<aggregate>-<id>`; revisions count from 0 within a
// stream; positions order all events globally, gap-free for readers (DESIGN §5).

export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

// A global position. On Postgres `commit` is the writing transaction id and `prepare` the row's
// sequence number; on EventStoreDB they are its own commit/prepare positions. Ordered by
// (commit, prepare).
export type Position = { commit: bigint; prepare: bigint };

export type EventMetadata = {
  correlationId?: string;
  causationId?: string;
  actorUserId?: string;
  companyId?: string;
  ip?: string;
  [key: string]: unknown;
};

export type NewEvent = {
  // Supplying an id makes the append idempotent: an id already stored is skipped.
  id?: string;
  type: string;
  data: Record<string, unknown>;
  metadata?: EventMetadata;
};

// An event as stored; `E` narrows its type and data where the reader knows which events it reads
// (a projection, by the types it subscribes to).
export type RecordedEvent<E extends DomainEvent = DomainEvent> = E & {
  id: string;
  streamName: string;
  revision: number;
  metadata: EventMetadata;
  position: Position;
  createdAt: Date;
};

export type AppendResult = {
  // The stream's revision after the append (-1 while the stream is empty).
  nextRevision: number;
  // How many events were written; 0 when every supplied id was already stored.
  appended: number;
  position: Position | null;
};

export type ReadStreamOptions = {
  fromRevision?: number;
  maxCount?: number;
  // A projection's transaction to read through when the log is in the same database: PGlite has
  // one connection, which that transaction holds until it ends. A store elsewhere ignores it.
  via?: SqlExecutor;
};

export type ReadAllOptions = {
  after?: Position | null;
  maxCount?: number;
  // Only events of these types, where the store can filter them where they are kept (Postgres);
  // one that cannot returns the others too, so the reader filters them anyway.
  types?: readonly string[];
};

export type SubscribeOptions = { after?: Position | null; signal: AbortSignal; batchSize?: number };

// When an append is acknowledged. 'flushed' (the default): once its commit is on disk, so no
// crash can lose it. 'relaxed': once it is committed in the database's log, before that log
// reaches the disk (a fraction of a second later), so a crash of the database server can lose the
// last such appends: whole, in order, never one that a later flushed append depends on (flushing a
// commit flushes everything logged before it). For facts that cost nothing to lose, like a page
// view; never for a signature, a share, a payment or anything a user was told is kept. Stores
// that always flush (EventStoreDB) treat both alike.
export type Durability = 'flushed' | 'relaxed';

export type AppendOptions = { expectedRevision?: ExpectedRevision; durability?: Durability };

export type EventStore = {
  readonly adapter: 'postgres' | 'pglite' | 'kurrentdb';
  append(
    streamName: string,
    events: readonly NewEvent[],
    options?: AppendOptions,
  ): Promise<AppendResult>;
  readStream(streamName: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  // Events strictly after `after`, in global order, at most `maxCount`.
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  // Every event after `after`, then every new one as it commits, until the signal aborts.
  subscribeToAll(options: SubscribeOptions): AsyncIterable<RecordedEvent>;
  // How far the log goes: the last position and its time, or null when empty.
  head(): Promise<{ position: Position; createdAt: Date } | null>;
  // Events after `after`, for lag reporting; `atMost` stops counting there (a health check need
  // not read a long backlog to say it is long).
  countAfter(after: Position | null, atMost?: number): Promise<number>;
  // Resolves once every append this store committed before the call is on disk: how a relaxed
  // append is made durable before its caller hears back (StreamDecisions' 'visible-before-flush').
  flush(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const EVENT_STORE = Symbol('EVENT_STORE');

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    readonly actual: number,
  ) {
    super(`Stream ${streamName} is at revision ${actual}, the append expected ${String(expected)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export const comparePositions = (a: Position, b: Position): number =>
  a.commit === b.commit ? Number(a.prepare - b.prepare) || 0 : a.commit < b.commit ? -1 : 1;

export const formatPosition = (position: Position | null): string | null =>
  position ? `${position.commit}/${position.prepare}` : null;

export const parsePosition = (text: string | null | undefined): Position | null => {
  if (!text) return null;
  const match = /^(\d+)\/(\d+)$/.exec(text);
  if (!match) throw new Error(`Not a position: ${text}`);
  return { commit: BigInt(match[1]), prepare: BigInt(match[2]) };
};
