import pg from 'pg';
import { createPgDatabase } from '../database/pg-database.js';
import { eventStoreContract } from './testing/event-store.contract.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';
import { describeConnectionString } from './kurrentdb-mapping.js';
import { withTimeout } from '../with-timeout.js';
import { PostgresEventStore } from './postgres-event-store.js';
import {
  createTestDatabase,
  databaseKinds,
  NO_POSTGRES_REASON,
} from '../../testing/test-database.js';
import type { TestDatabase } from '../../testing/test-database.js';

for (const kind of databaseKinds()) {
  describe(`${PostgresEventStore.name} on ${kind}`, () => {
    let database: TestDatabase;
    eventStoreContract({
      async open() {
        database = await createTestDatabase(kind);
        return PostgresEventStore.create(database.db);
      },
      async close(store) {
        await store.close();
        await database.drop();
      },
    });

    it('should read only the events of the types asked for, in log order, when given types', async () => {
      const db = await createTestDatabase(kind);
      const store = await PostgresEventStore.create(db.db);
      try {
        await store.append('tick-1', [
          { type: 'Tick', data: { n: 1 } },
          { type: 'Tock', data: { n: 2 } },
        ]);
        await store.append('tick-2', [
          { type: 'Tock', data: { n: 3 } },
          { type: 'Tick', data: { n: 4 } },
          { type: 'Tick', data: { n: 5 } },
        ]);
        const first = await store.readAll({ types: ['Tick'], maxCount: 2 });
        const rest = await store.readAll({ after: first[1].position, types: ['Tick'] });
        expect([...first, ...rest].map((event) => event.data)).toEqual([
          { n: 1 },
          { n: 4 },
          { n: 5 },
        ]);
        expect((await store.readAll()).map((event) => event.data)).toHaveLength(5);
      } finally {
        await store.close();
        await db.drop();
      }
    });
  });
}

if (databaseKinds().includes('postgres')) {
  describe(`${PostgresEventStore.name} across instances on postgres`, () => {
    it('should notify nobody while alone, and wake a second instance soon after it starts', async () => {
      const database = await createTestDatabase('postgres');
      const a = await PostgresEventStore.create(database.db);
      const outsider = new pg.Client({ connectionString: database.url! });
      await outsider.connect();
      const heard: string[] = [];
      outsider.on('notification', (message) => heard.push(message.payload ?? ''));
      await outsider.query('LISTEN es_appended');
      await a.append('tick-1', [{ type: 'Tick', data: {} }]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toEqual([]);

      const dbB = createPgDatabase({ connectionString: database.url! });
      const b = await PostgresEventStore.create(dbB);
      let woken = false;
      void b.waitForAppend(10_000, undefined, new Set(['Tick'])).then(() => (woken = true));
      const started = Date.now();
      for (let i = 0; !woken && Date.now() - started < 8_000; i += 1) {
        await a.append(`tick-${i}`, [{ type: 'Tick', data: {} }]);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(woken).toBe(true);
      expect(Date.now() - started).toBeLessThan(8_000);
      expect(heard.length).toBeGreaterThan(0);

      await outsider.end();
      await Promise.all([a.close(), b.close()]);
      await dbB.close();
      await database.drop();
    });
  });
}

if (databaseKinds().includes('postgres')) {
  describe(`${PostgresEventStore.name} reading beside transactions still running`, () => {
    it('should read past a transaction that writes no events, and never past another still running', async () => {
      const database = await createTestDatabase('postgres');
      const store = await PostgresEventStore.create(database.db);
      // A projection's batch (or a flush waiting on the disk), begun first, so its id is lowest.
      let finish = () => undefined as void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      let begun = () => undefined as void;
      const eventlessBegun = new Promise<void>((resolve) => (begun = resolve));
      const eventless = database.db.transaction(
        async () => {
          begun();
          await finished;
        },
        { writesNoEvents: true },
      );
      await eventlessBegun;
      expect(database.db.openEventlessTransactions()).toHaveLength(1);
      // Another session's open transaction with an id: it may still append events below the next.
      const other = new pg.Client({ connectionString: database.url! });
      await other.connect();
      await other.query('BEGIN');
      await other.query('SELECT pg_current_xact_id()');
      await store.append('after-them', [{ type: 'Tick', data: {} }], { durability: 'relaxed' });
      const read = async () => (await store.readAll()).map((event) => event.streamName);

      expect(await read()).toEqual([]);
      await other.query('COMMIT');
      expect(await read()).toEqual(['after-them']);

      finish();
      await eventless;
      expect(database.db.openEventlessTransactions()).toEqual([]);
      await other.end();
      await store.close();
      await database.drop();
    });
  });
}

if (databaseKinds().length === 1) {
  describe.skip(`${PostgresEventStore.name} on postgres (${NO_POSTGRES_REASON})`, () => {
    it('runs the contract suite on a real server', () => undefined);
  });
}

// Why the KurrentDB run cannot happen here, or null when a server answers at EVENTSTORE_URL.
const kurrentDbUnavailable = async (url: string | undefined): Promise<string | null> => {
  if (!url) {
    return 'EVENTSTORE_URL is not set; KurrentDB is packaged for neither npm nor Debian, so no server can run on this machine';
  }
  const store = KurrentDbEventStore.fromConnectionString(url);
  try {
    await withTimeout(store.ping(), 5000, 'no answer within 5 s');
    return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `no KurrentDB answers at ${describeConnectionString(url)} (${reason})`;
  } finally {
    await store.close();
  }
};

const eventStoreUrl = process.env.EVENTSTORE_URL;
const unavailable = await kurrentDbUnavailable(eventStoreUrl);
if (eventStoreUrl && unavailable === null) {
  describe(KurrentDbEventStore.name, () => {
    eventStoreContract({
      open: async () => KurrentDbEventStore.connect(eventStoreUrl),
      close: (store) => store.close(),
    });
  });
} else {
  describe.skip(`${KurrentDbEventStore.name} (skipped: ${unavailable})`, () => {
    it('runs the contract suite against KurrentDB', () => undefined);
  });
}
