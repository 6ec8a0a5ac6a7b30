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
});
