import { StreamNotFoundError } from '@kurrent/kurrentdb-client';
import type { KurrentDBClient } from '@kurrent/kurrentdb-client';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

// Stands in for the client's live subscription to $all: events are pushed by the test, and
// unsubscribing ends it, as the client's does.
const fakeClient = () => {
  const pending: ((type: string | null) => void)[] = [];
  const backlog: (string | null)[] = [];
  let subscriptions = 0;
  const next = () =>
    new Promise<string | null>((resolve) => {
      const queued = backlog.shift();
      if (queued !== undefined) resolve(queued);
      else pending.push(resolve);
    });
  const deliver = (type: string | null) => {
    const waiting = pending.shift();
    if (waiting) waiting(type);
    else backlog.push(type);
  };
  const client = {
    subscribeToAll: () => {
      subscriptions += 1;
      return {
        async *[Symbol.asyncIterator]() {
          for (;;) {
            const type = await next();
            if (type === null) return;
            yield { event: { type } };
          }
        },
        unsubscribe: async () => deliver(null),
      };
    },
    dispose: async () => undefined,
  };
  return {
    client: client as unknown as KurrentDBClient,
    append: (type: string) => deliver(type),
    subscriptions: () => subscriptions,
  };
};

describe(KurrentDbEventStore.name, () => {
  it('should wake a waiter when an event of its types commits, long before its timeout', async () => {
    const fake = fakeClient();
    const sut = new KurrentDbEventStore(fake.client);
    const started = Date.now();
    const waiting = sut.waitForAppend(10_000, undefined, new Set(['ProposalSigned']));
    fake.append('ProposalSigned');
    await waiting;
    expect(Date.now() - started).toBeLessThan(1000);
    await sut.close();
  });

  it('should let a waiter sleep through events of other types until its timeout', async () => {
    const fake = fakeClient();
    const sut = new KurrentDbEventStore(fake.client);
    const started = Date.now();
    const waiting = sut.waitForAppend(300, undefined, new Set(['ProposalSigned']));
    fake.append('ProposalViewed');
    await waiting;
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await sut.close();
  });

  it('should share one subscription among every waiter, and return at once when aborted', async () => {
    const fake = fakeClient();
    const sut = new KurrentDbEventStore(fake.client);
    const waiters = [sut.waitForAppend(10_000), sut.waitForAppend(10_000)];
    fake.append('CallCompleted');
    await Promise.all(waiters);
    const aborted = new AbortController();
    aborted.abort();
    await sut.waitForAppend(10_000, aborted.signal);
    expect(fake.subscriptions()).toBe(1);
    expect(sut.appendWatermark()).toBeNull();
    await sut.close();
  });

  describe('append', () => {
    // A stream on the server as the client reads it backwards, and the appends it is sent.
    const fakeStream = (ids: string[] | null) => {
      const sent: { ids: string[]; streamState: unknown }[] = [];
      let reads = 0;
      const client = {
        readStream: () => {
          reads += 1;
          return {
            async *[Symbol.asyncIterator]() {
              if (ids === null) throw new StreamNotFoundError(undefined, 'call-1');
              for (let revision = ids.length - 1; revision >= 0; revision -= 1) {
                yield { event: { id: ids[revision], revision: BigInt(revision) } };
              }
            },
          };
        },
        appendToStream: async (
          _name: string,
          events: { id: string }[],
          options: { streamState: unknown },
        ) => {
          sent.push({ ids: events.map((event) => event.id), streamState: options.streamState });
          const next = (ids?.length ?? 0) + events.length - 1;
          return { nextExpectedRevision: BigInt(next), position: undefined };
        },
        dispose: async () => undefined,
      };
      return { client: client as unknown as KurrentDBClient, sent, reads: () => reads };
    };
    const event = (id?: string) => ({ ...(id ? { id } : {}), type: 'CallCompleted', data: {} });
    const [first, second, third] = [
      '0b7d1c9e-6f0f-4a52-9d53-7a3f1a0c0001',
      '0b7d1c9e-6f0f-4a52-9d53-7a3f1a0c0002',
      '0b7d1c9e-6f0f-4a52-9d53-7a3f1a0c0003',
    ];

    it('should send nothing and say so when every supplied id is already in the stream', async () => {
      const fake = fakeStream([first, second]);
      const sut = new KurrentDbEventStore(fake.client);
      await expect(sut.append('call-1', [event(first)], { expectedRevision: 0 })).resolves.toEqual({
        nextRevision: 1,
        appended: 0,
        position: null,
      });
      expect(fake.sent).toEqual([]);
      await sut.close();
    });

    it('should send only the ids the stream lacks, and count those', async () => {
      const fake = fakeStream([first]);
      const sut = new KurrentDbEventStore(fake.client);
      const result = await sut.append('call-1', [event(first), event(second), event(third)]);
      expect(result).toMatchObject({ nextRevision: 2, appended: 2 });
      expect(fake.sent.map((append) => append.ids)).toEqual([[second, third]]);
      await sut.close();
    });

    it('should send every event to a stream that does not exist yet', async () => {
      const fake = fakeStream(null);
      const sut = new KurrentDbEventStore(fake.client);
      const result = await sut.append('call-1', [event(first)], { expectedRevision: 'no_stream' });
      expect(result).toMatchObject({ nextRevision: 0, appended: 1 });
      expect(fake.sent.map((append) => append.ids)).toEqual([[first]]);
      await sut.close();
    });

    it('should not read the stream when no event carries an id of the caller', async () => {
      const fake = fakeStream([first]);
      const sut = new KurrentDbEventStore(fake.client);
      await expect(sut.append('proposal-1', [event(), event()])).resolves.toMatchObject({
        appended: 2,
      });
      expect(fake.reads()).toBe(0);
      expect(fake.sent[0].ids).toHaveLength(2);
      await sut.close();
    });
  });
});
