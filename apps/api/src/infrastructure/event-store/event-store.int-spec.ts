import { eventStoreContract } from './testing/event-store.contract.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';
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
  });
}

if (databaseKinds().length === 1) {
  describe.skip(`${PostgresEventStore.name} on postgres (${NO_POSTGRES_REASON})`, () => {
    it('runs the contract suite on a real server', () => undefined);
  });
}

const eventStoreUrl = process.env.EVENTSTORE_URL;
if (eventStoreUrl) {
  describe(EventStoreDbEventStore.name, () => {
    eventStoreContract({
      open: async () => EventStoreDbEventStore.fromConnectionString(eventStoreUrl),
      close: (store) => store.close(),
    });
  });
} else {
  describe.skip(`${EventStoreDbEventStore.name} (skipped: EVENTSTORE_URL is not set; EventStoreDB is packaged for neither npm nor Debian, so no server can run on this machine)`, () => {
    it('runs the contract suite against EventStoreDB', () => undefined);
  });
}
