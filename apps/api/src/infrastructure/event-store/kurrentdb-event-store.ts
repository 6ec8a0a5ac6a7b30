import { randomUUID } from 'node:crypto';
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
} from '@eventstore/db-client';
import type {
  AllStreamResolvedEvent,
  AppendExpectedRevision,
  ResolvedEvent,
} from '@eventstore/db-client';
import { comparePositions, WrongExpectedRevisionError } from './event-store.js';
import type {
  AppendResult,
  EventMetadata,
  EventStore,
  AppendOptions,
  ExpectedRevision,
  NewEvent,
  Position,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
} from './event-store.js';

const toExpected = (expected: ExpectedRevision): AppendExpectedRevision => {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
};

const toRecorded = (resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null => {
  const event = resolved.event;
  if (!event || !event.isJson || event.type.startsWith('$') || !event.position) return null;
  return {
    id: event.id,
    streamName: event.streamId,
    revision: Number(event.revision),
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: (event.metadata ?? {}) as EventMetadata,
    position: { commit: event.position.commit, prepare: event.position.prepare },
    createdAt: event.created,
  };
};

// EventStoreDB / KurrentDB adapter, chosen by EVENTSTORE_URL (e.g. esdb://localhost:2113?tls=false).
// EventStoreDB keeps its own global order and deduplicates retried event ids itself.
export class EventStoreDbEventStore implements EventStore {
  readonly adapter = 'eventstoredb' as const;

  constructor(private readonly client: EventStoreDBClient) {}

  static fromConnectionString(connectionString: string): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString`${connectionString}`);
  }

  async append(
    streamName: string,
    events: readonly NewEvent[],
    // EventStoreDB acknowledges an append once it is on disk: every durability is met.
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    const expected = options.expectedRevision ?? 'any';
    try {
      const result = await this.client.appendToStream(
        streamName,
        events.map((event) =>
          jsonEvent({
            id: event.id ?? randomUUID(),
            type: event.type,
            data: event.data,
            metadata: event.metadata ?? {},
          }),
        ),
        { expectedRevision: toExpected(expected) },
      );
      return {
        nextRevision: Number(result.nextExpectedRevision),
        appended: events.length,
        position: result.position
          ? { commit: result.position.commit, prepare: result.position.prepare }
          : null,
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : -1;
        throw new WrongExpectedRevisionError(streamName, expected, actual);
      }
      throw error;
    }
  }

  async readStream(streamName: string, options: ReadStreamOptions = {}) {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamName, {
        fromRevision: BigInt(options.fromRevision ?? 0),
        maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
        direction: FORWARDS,
      })) {
        const event = toRecorded(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}) {
    const maxCount = options.maxCount ?? 1000;
    const after = options.after ?? null;
    const events: RecordedEvent[] = [];
    // The read starts at `after` inclusive: ask for one more and drop it.
    for await (const resolved of this.client.readAll({
      fromPosition: after ?? START,
      maxCount: maxCount + 1,
      direction: FORWARDS,
    })) {
      const event = toRecorded(resolved);
      if (!event || (after && comparePositions(event.position, after) <= 0)) continue;
      events.push(event);
      if (events.length === maxCount) break;
    }
    return events;
  }

  async *subscribeToAll(options: SubscribeOptions): AsyncIterable<RecordedEvent> {
    const subscription = this.client.subscribeToAll({
      fromPosition: options.after ?? START,
      filter: excludeSystemEvents(),
    });
    const stop = () => void subscription.unsubscribe();
    options.signal.addEventListener('abort', stop, { once: true });
    try {
      for await (const resolved of subscription) {
        if (options.signal.aborted) return;
        const event = toRecorded(resolved);
        if (event) yield event;
      }
    } finally {
      options.signal.removeEventListener('abort', stop);
      await subscription.unsubscribe();
    }
  }

  async head() {
    for await (const resolved of this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: 50,
    })) {
      const event = toRecorded(resolved);
      if (event) return { position: event.position, createdAt: event.createdAt };
    }
    return null;
  }

  async countAfter(after: Position | null) {
    let count = 0;
    for await (const resolved of this.client.readAll({
      fromPosition: after ?? START,
      direction: FORWARDS,
    })) {
      const event = toRecorded(resolved);
      if (event && (!after || comparePositions(event.position, after) > 0)) count += 1;
    }
    return count;
  }

  // EventStoreDB acknowledges an append once it is on disk: nothing is left to flush.
  async flush() {}

  async ping() {
    await this.head();
  }

  async close() {
    await this.client.dispose();
  }
}
