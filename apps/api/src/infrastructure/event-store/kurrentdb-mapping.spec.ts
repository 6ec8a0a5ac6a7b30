import {
  ANY,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  UnavailableError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import type { AllStreamResolvedEvent, ResolvedEvent } from '@kurrent/kurrentdb-client';
import { formatPosition, parsePosition, WrongExpectedRevisionError } from './event-store.js';
import {
  describeConnectionString,
  fromStreamState,
  isStreamNotFound,
  readAllFrom,
  toAppendError,
  toClientConnectionString,
  toEventData,
  toRecorded,
  toStreamState,
} from './kurrentdb-mapping.js';

// Beyond 2^53: KurrentDB's log positions are byte offsets, and a large log passes that.
const FAR = { commit: 9_007_199_254_740_993n, prepare: 9_007_199_254_740_993n };

const stored = (
  overrides: Partial<NonNullable<AllStreamResolvedEvent['event']>> = {},
): AllStreamResolvedEvent =>
  ({
    event: {
      streamId: 'proposal-1',
      id: '7f1c4f0e-5a51-4f55-9c1b-6a1f0f3a2b10',
      isJson: true,
      revision: 3n,
      type: 'ProposalShared',
      created: new Date('2026-11-27T10:00:00Z'),
      data: { token: 't' },
      metadata: { correlationId: 'corr-1', companyId: 'company-1' },
      position: { commit: 120n, prepare: 118n },
      ...overrides,
    },
  }) as AllStreamResolvedEvent;

describe('KurrentDB mapping', () => {
  describe(toStreamState.name, () => {
    it('should pass each expected revision on as the client’s stream state', () => {
      expect(toStreamState('any')).toBe(ANY);
      expect(toStreamState('no_stream')).toBe(NO_STREAM);
      expect(toStreamState('stream_exists')).toBe(STREAM_EXISTS);
      expect(toStreamState(0)).toBe(0n);
      expect(toStreamState(41)).toBe(41n);
    });

    it('should refuse a revision that is no stream revision', () => {
      expect(() => toStreamState(-1)).toThrow(RangeError);
      expect(() => toStreamState(1.5)).toThrow(RangeError);
    });
  });

  describe(toAppendError.name, () => {
    it('should turn a conflict into the typed error, with -1 when the stream has no events', () => {
      const conflict = new WrongExpectedVersionError(undefined, {
        streamName: 'proposal-1',
        expected: 0n,
        current: 1n,
      });
      const error = toAppendError(conflict, 'proposal-1', 0);
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect(error).toMatchObject({ streamName: 'proposal-1', expected: 0, actual: 1 });

      const missing = new WrongExpectedVersionError(undefined, {
        streamName: 'proposal-2',
        expected: STREAM_EXISTS,
        current: NO_STREAM,
      });
      expect(toAppendError(missing, 'proposal-2', 'stream_exists')).toMatchObject({
        expected: 'stream_exists',
        actual: -1,
      });
    });

    it('should say what the Postgres adapter says about the same conflict', () => {
      const conflict = new WrongExpectedVersionError(undefined, {
        streamName: 'proposal-1',
        expected: NO_STREAM,
        current: 0n,
      });
      expect((toAppendError(conflict, 'proposal-1', 'no_stream') as Error).message).toBe(
        new WrongExpectedRevisionError('proposal-1', 'no_stream', 0).message,
      );
    });

    it('should leave any other failure as it is', () => {
      const down = new UnavailableError();
      expect(toAppendError(down, 'proposal-1', 'any')).toBe(down);
    });

    it('should read the current state of a stream as our revision', () => {
      expect(fromStreamState(NO_STREAM)).toBe(-1);
      expect(fromStreamState(7n)).toBe(7);
    });
  });

  describe(isStreamNotFound.name, () => {
    it('should recognise only a missing stream', () => {
      expect(isStreamNotFound(new StreamNotFoundError(undefined, 'proposal-1'))).toBe(true);
      expect(isStreamNotFound(new UnavailableError())).toBe(false);
    });
  });

  describe(toEventData.name, () => {
    it('should keep a caller’s id, so that a retried append is recognised by the server', () => {
      const data = toEventData(
        { id: 'a3bb189e-8bf9-3888-9912-ace4e6543002', type: 'CallCompleted', data: { n: 1 } },
        () => 'never',
      );
      expect(data).toMatchObject({
        id: 'a3bb189e-8bf9-3888-9912-ace4e6543002',
        type: 'CallCompleted',
        contentType: 'application/json',
        data: { n: 1 },
        metadata: {},
      });
    });

    it('should give an event without an id a fresh one, and carry its metadata', () => {
      const data = toEventData(
        {
          type: 'ProposalShared',
          data: { token: 't' },
          metadata: { correlationId: 'corr-1', actorUserId: 'user-1' },
        },
        () => 'fresh-id',
      );
      expect(data).toMatchObject({
        id: 'fresh-id',
        metadata: { correlationId: 'corr-1', actorUserId: 'user-1' },
      });
    });
  });

  describe(toRecorded.name, () => {
    it('should read a stored event with its revision, metadata, position and time', () => {
      expect(toRecorded(stored())).toEqual({
        id: '7f1c4f0e-5a51-4f55-9c1b-6a1f0f3a2b10',
        streamName: 'proposal-1',
        revision: 3,
        type: 'ProposalShared',
        data: { token: 't' },
        metadata: { correlationId: 'corr-1', companyId: 'company-1' },
        position: { commit: 120n, prepare: 118n },
        createdAt: new Date('2026-11-27T10:00:00Z'),
      });
    });

    it('should give empty metadata when the event has none or it is not JSON', () => {
      expect(toRecorded(stored({ metadata: undefined }))?.metadata).toEqual({});
      expect(toRecorded(stored({ metadata: new Uint8Array([1, 2]) }))?.metadata).toEqual({});
    });

    it('should skip system events, unresolved links and binary events', () => {
      expect(toRecorded(stored({ type: '$metadata' }))).toBeNull();
      expect(toRecorded({} as ResolvedEvent)).toBeNull();
      expect(toRecorded(stored({ isJson: false, data: new Uint8Array([1]) } as never))).toBeNull();
    });

    it('should refuse an event without its position rather than drop it', () => {
      expect(() => toRecorded(stored({ position: undefined } as never))).toThrow(/too old/);
    });
  });

  describe('positions and checkpoints', () => {
    it('should read $all from the start without a checkpoint, and from it with one', () => {
      expect(readAllFrom(null)).toBe(START);
      expect(readAllFrom(undefined)).toBe(START);
      expect(readAllFrom(FAR)).toEqual(FAR);
    });

    it('should store a checkpoint beyond 2^53 and read it back exactly', () => {
      const text = formatPosition(FAR);
      expect(text).toBe('9007199254740993/9007199254740993');
      expect(parsePosition(text)).toEqual(FAR);
    });
  });

  describe('connection strings', () => {
    it('should pass kurrentdb URLs on and the older esdb spelling as kurrentdb', () => {
      expect(toClientConnectionString('kurrentdb://h:2113?tls=false')).toBe(
        'kurrentdb://h:2113?tls=false',
      );
      expect(toClientConnectionString('esdb://h:2113?tls=false')).toBe(
        'kurrentdb://h:2113?tls=false',
      );
      expect(toClientConnectionString('esdb+discover://a:2113,b:2113')).toBe(
        'kurrentdb+discover://a:2113,b:2113',
      );
      expect(toClientConnectionString('kurrentdb+discover://a:2113')).toBe(
        'kurrentdb+discover://a:2113',
      );
    });

    it('should refuse another scheme, naming the ones it takes', () => {
      expect(() => toClientConnectionString('http://h:2113')).toThrow(
        /kurrentdb:\/\/, kurrentdb\+discover:\/\/, esdb:\/\/, esdb\+discover:\/\//,
      );
    });

    it('should describe where the store is without its credentials', () => {
      expect(describeConnectionString('kurrentdb://admin:changeit@h:2113?tls=false')).toBe(
        'kurrentdb://h:2113',
      );
    });
  });
});
