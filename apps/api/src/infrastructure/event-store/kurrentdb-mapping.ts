import {
  ANY,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
} from '@kurrent/kurrentdb-client';
import type {
  AllStreamResolvedEvent,
  AppendStreamState,
  CurrentStreamState,
  EventData,
  Position as KurrentPosition,
  ReadPosition,
  ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { eventStoreUrlProblem, isEventStoreUrl } from '../../config/app-config.js';
import { WrongExpectedRevisionError } from './event-store.js';
import type {
  EventMetadata,
  ExpectedRevision,
  NewEvent,
  Position,
  RecordedEvent,
} from './event-store.js';

// The pure half of the KurrentDB adapter: how our port's values become the client's and back.
// Kept apart so that it is tested without a server (none can run on our machines).

// `esdb` is the client's deprecated spelling of `kurrentdb` (it warns on the console each time):
// both name the same protocol, so the older one is passed on as the newer.
export const toClientConnectionString = (url: string): string => {
  if (!isEventStoreUrl(url)) throw new Error(eventStoreUrlProblem(url));
  return url.replace(/^esdb(\+discover)?:\/\//, 'kurrentdb$1://');
};

// Where the store is, for log lines: host and port only, never the credentials a URL may carry.
export const describeConnectionString = (url: string): string => {
  const match = /^([a-z+]+):\/\/(?:[^@/?]*@)?([^/?]*)/.exec(url);
  return match ? `${match[1]}://${match[2]}` : 'an unparsable EVENTSTORE_URL';
};

export const toStreamState = (expected: ExpectedRevision): AppendStreamState => {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (!Number.isSafeInteger(expected) || expected < 0) {
    throw new RangeError(`Not a stream revision: ${expected}`);
  }
  return BigInt(expected);
};

// Our revisions say -1 for "no event yet", as the Postgres adapter's conflicts do.
export const fromStreamState = (state: CurrentStreamState): number =>
  state === NO_STREAM ? -1 : Number(state);

// The client's conflict, as the typed error the API answers with 409; anything else unchanged.
export const toAppendError = (
  error: unknown,
  streamName: string,
  expected: ExpectedRevision,
): unknown =>
  error instanceof WrongExpectedVersionError
    ? new WrongExpectedRevisionError(streamName, expected, fromStreamState(error.actualState))
    : error;

export const isStreamNotFound = (error: unknown): boolean => error instanceof StreamNotFoundError;

// The id travels with the event, so a retried append of the same id is recognised by the server
// and written once. Without one a fresh id is made, as the Postgres adapter does.
export const toEventData = (event: NewEvent, newId: () => string): EventData =>
  jsonEvent({
    id: event.id ?? newId(),
    type: event.type,
    data: event.data,
    metadata: event.metadata ?? {},
  });

export const toPosition = (position: KurrentPosition): Position => ({
  commit: position.commit,
  prepare: position.prepare,
});

// Where a read of $all begins: reads include the event at `fromPosition`, so the caller drops it.
export const readAllFrom = (after: Position | null | undefined): ReadPosition =>
  after ? { commit: after.commit, prepare: after.prepare } : START;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Uint8Array);

// A stored event as our port's; null for what is not ours: system events (`$`-typed, e.g. stream
// metadata), links without their target, and binary events no adapter of ours writes.
export const toRecorded = (
  resolved: ResolvedEvent | AllStreamResolvedEvent,
): RecordedEvent | null => {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || !event.isJson || !isRecord(event.data)) return null;
  if (!event.position) {
    // Servers before 22.6 send no position with a stream's events; every KurrentDB does.
    throw new Error(`KurrentDB sent event ${event.id} without its position: the server is too old`);
  }
  return {
    id: event.id,
    streamName: event.streamId,
    revision: Number(event.revision),
    type: event.type,
    data: event.data,
    metadata: isRecord(event.metadata) ? (event.metadata as EventMetadata) : {},
    position: toPosition(event.position),
    createdAt: event.created,
  };
};
