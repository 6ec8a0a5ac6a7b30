import { randomUUID } from 'node:crypto';
import { comparePositions, WrongExpectedRevisionError } from '../event-store.js';
import type { EventStore, NewEvent, Position, RecordedEvent } from '../event-store.js';

// One suite every adapter passes (DESIGN §5). `open` gives a store on an empty database;
// `close` disposes of it.
export type ContractTarget = {
  open(): Promise<EventStore>;
  close(store: EventStore): Promise<void>;
};

const event = (type: string, data: Record<string, unknown> = {}, id?: string): NewEvent => ({
  id,
  type,
  data,
  metadata: { correlationId: 'corr-1', actorUserId: 'user-1', companyId: 'company-1' },
});

const stream = (prefix = 'proposal') => `${prefix}-${randomUUID()}`;

const readEverything = async (store: EventStore, batch = 250): Promise<RecordedEvent[]> => {
  const all: RecordedEvent[] = [];
  let after: Position | null = null;
  for (;;) {
    const page = await store.readAll({ after, maxCount: batch });
    all.push(...page);
    if (page.length < batch) return all;
    after = page[page.length - 1].position;
  }
};

const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

export const eventStoreContract = (target: ContractTarget) => {
  let store: EventStore;

  beforeAll(async () => {
    store = await target.open();
  });

  afterAll(async () => {
    await target.close(store);
  });

  describe('append and read a stream', () => {
    it('should store events with revisions from 0, their data and metadata when appended', async () => {
      const name = stream();
      const result = await store.append(
        name,
        [event('ProposalGenerated', { title: 'HVAC' }), event('ProposalShared', { token: 't' })],
        { expectedRevision: 'no_stream' },
      );
      expect(result.nextRevision).toBe(1);
      const events = await store.readStream(name);
      expect(events.map((e) => [e.revision, e.type, e.data])).toEqual([
        [0, 'ProposalGenerated', { title: 'HVAC' }],
        [1, 'ProposalShared', { token: 't' }],
      ]);
      expect(events[0].metadata).toMatchObject({ correlationId: 'corr-1', companyId: 'company-1' });
      expect(events[0].createdAt).toBeInstanceOf(Date);
    });

    it('should return no events when the stream does not exist', async () => {
      expect(await store.readStream(stream())).toEqual([]);
    });

    it('should read from a revision when asked', async () => {
      const name = stream();
      await store.append(name, [event('A'), event('B'), event('C')]);
      const events = await store.readStream(name, { fromRevision: 1, maxCount: 1 });
      expect(events.map((e) => e.type)).toEqual(['B']);
    });
  });

  describe('expected revision', () => {
    it('should append when the exact expected revision matches', async () => {
      const name = stream();
      await store.append(name, [event('A')], { expectedRevision: 'no_stream' });
      const result = await store.append(name, [event('B')], { expectedRevision: 0 });
      expect(result.nextRevision).toBe(1);
    });

    it('should fail with a typed error and write nothing when the revision is stale', async () => {
      const name = stream();
      await store.append(name, [event('A'), event('B')]);
      const attempt = store.append(name, [event('C')], { expectedRevision: 0 });
      await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(attempt).rejects.toMatchObject({ streamName: name, actual: 1 });
      expect((await store.readStream(name)).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('should refuse no_stream when the stream exists', async () => {
      const name = stream();
      await store.append(name, [event('A')]);
      await expect(
        store.append(name, [event('B')], { expectedRevision: 'no_stream' }),
      ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    });

    it('should refuse stream_exists when the stream is missing', async () => {
      await expect(
        store.append(stream(), [event('A')], { expectedRevision: 'stream_exists' }),
      ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    });

    it('should let exactly one of many writers expecting the same revision win', async () => {
      const name = stream();
      await store.append(name, [event('A')]);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          store.append(name, [event('Signed', { writer: i })], { expectedRevision: 0 }),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const failures = outcomes.filter((o) => o.status === 'rejected');
      expect(failures).toHaveLength(9);
      for (const failure of failures) {
        expect((failure as PromiseRejectedResult).reason).toBeInstanceOf(
          WrongExpectedRevisionError,
        );
      }
      expect(await store.readStream(name)).toHaveLength(2);
    });
  });

  describe('idempotent append', () => {
    it('should store an event id once however often it is appended', async () => {
      const name = stream('call');
      const id = randomUUID();
      await store.append(name, [event('CallCompleted', { n: 1 }, id)]);
      await store.append(name, [event('CallCompleted', { n: 1 }, id)]);
      const events = await store.readStream(name);
      expect(events.map((e) => e.id)).toEqual([id]);
    });

    it('should store one event when the same id arrives concurrently', async () => {
      const name = stream('call');
      const id = randomUUID();
      await Promise.allSettled(
        Array.from({ length: 5 }, () => store.append(name, [event('CallCompleted', {}, id)])),
      );
      expect(await store.readStream(name)).toHaveLength(1);
    });
  });

  describe('read all', () => {
    it('should page through every event in one global order, strictly after each position', async () => {
      const names = [stream(), stream(), stream()];
      for (let round = 0; round < 4; round += 1) {
        for (const name of names) await store.append(name, [event('Tick', { round, name })]);
      }
      // An event becomes readable in the global order once every transaction that began before
      // it has ended (on Postgres: server-wide), so the last ones may take a moment.
      const all = await eventually(
        () => readEverything(store, 5),
        (events) => events.filter((e) => names.includes(e.streamName)).length === 12,
      );
      for (let i = 1; i < all.length; i += 1) {
        expect(comparePositions(all[i - 1].position, all[i].position)).toBeLessThan(0);
      }
      const after = all[all.length - 3].position;
      expect((await store.readAll({ after })).map((e) => e.id)).toEqual(
        all.slice(-2).map((e) => e.id),
      );
    });

    it('should count the events after a position, at most as many as asked when a bound is given', async () => {
      const name = stream();
      await store.append(name, [event('A'), event('B'), event('C'), event('D')]);
      const ours = await eventually(
        () => readEverything(store),
        (events) => events.filter((e) => e.streamName === name).length === 4,
      );
      const first = ours.findIndex((e) => e.streamName === name);
      const after = ours[first].position;
      const behind = await store.countAfter(after);
      expect(behind).toBe(ours.length - first - 1);
      expect(await store.countAfter(after, 2)).toBe(2);
      expect(await store.countAfter(after, behind + 5)).toBe(behind);
      expect(await store.countAfter(null, 1)).toBe(1);
    });

    it('should append a batch of 100 events in one call', async () => {
      const name = stream();
      const batch = Array.from({ length: 100 }, (_, i) => event('Line', { i }));
      const result = await store.append(name, batch, { expectedRevision: 'no_stream' });
      expect(result.nextRevision).toBe(99);
      expect((await store.readStream(name)).map((e) => e.data.i)).toEqual(batch.map((_, i) => i));
    });
  });

  describe('subscribe', () => {
    it('should deliver events after the checkpoint and then new ones as they commit', async () => {
      const name = stream();
      await store.append(name, [event('Before')]);
      const head = await store.head();
      const controller = new AbortController();
      const seen: string[] = [];
      const consumer = (async () => {
        for await (const e of store.subscribeToAll({
          after: head!.position,
          signal: controller.signal,
        })) {
          if (e.streamName !== name) continue;
          seen.push(e.type);
          if (seen.length === 2) controller.abort();
        }
      })();
      await store.append(name, [event('After1')]);
      await store.append(name, [event('After2')]);
      await consumer;
      expect(seen).toEqual(['After1', 'After2']);
    });
  });

  describe('concurrent writers', () => {
    it('should give a live subscriber every event exactly once, in a stable order', async () => {
      const writers = 16;
      const appendsPerWriter = 150;
      const perAppend = 2;
      const total = writers * appendsPerWriter * perAppend;
      const marker = randomUUID();
      const start = await store.head();
      const controller = new AbortController();
      const seen: RecordedEvent[] = [];
      const subscriber = (async () => {
        for await (const e of store.subscribeToAll({
          after: start?.position ?? null,
          signal: controller.signal,
          batchSize: 100,
        })) {
          if (e.data.marker !== marker) continue;
          seen.push(e);
          if (seen.length === total) controller.abort();
        }
      })();
      const timeout = setTimeout(() => controller.abort(), 120_000);

      await Promise.all(
        Array.from({ length: writers }, async (_, writer) => {
          for (let n = 0; n < appendsPerWriter; n += 1) {
            // Half the writers share hot streams (with retries on conflict), half own theirs.
            const name = writer % 2 === 0 ? `hot-${marker}-${n % 4}` : `own-${marker}-${writer}`;
            await store.append(name, [
              event('Tick', { marker, writer, n, part: 0 }),
              event('Tick', { marker, writer, n, part: 1 }),
            ]);
          }
        }),
      );
      await subscriber;
      clearTimeout(timeout);

      const ids = seen.map((e) => e.id);
      expect(ids).toHaveLength(total);
      expect(new Set(ids).size).toBe(total);
      for (let i = 1; i < seen.length; i += 1) {
        expect(comparePositions(seen[i - 1].position, seen[i].position)).toBeLessThan(0);
      }
      const replay = (await readEverything(store, 1000)).filter((e) => e.data.marker === marker);
      expect(replay.map((e) => e.id)).toEqual(ids);
      // The global order agrees with every stream's own order, and revisions are gap-free.
      const byStream = new Map<string, number[]>();
      for (const e of replay)
        byStream.set(e.streamName, [...(byStream.get(e.streamName) ?? []), e.revision]);
      for (const revisions of byStream.values())
        expect(revisions).toEqual(revisions.map((_, i) => i));
    }, 180_000);
  });
};
