import { randomUUID } from 'node:crypto';
import { createTestDatabase, databaseKinds } from '../../testing/test-database.js';
import { NO_REDIS_REASON, redisUrl } from '../../testing/test-redis.js';
import { openRedisConnection } from '../redis-connection.js';
import { createDatabaseQuotaStore } from './database-quota-store.js';
import type { QuotaDecision, QuotaStore } from './quota-store.js';
import { createRedisQuotaStore } from './redis-quota-store.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const granted = (decision: QuotaDecision) => {
  if (!decision.granted) throw new Error(`refused by ${decision.limit.key}`);
  return decision;
};

const contract = (
  name: string,
  open: () => Promise<{ store: QuotaStore; close(): Promise<void> }>,
) =>
  describe(`quota store on ${name}`, () => {
    let store: QuotaStore;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ store, close } = await open());
    });

    afterAll(async () => {
      await close?.();
    });

    const limits = () => {
      const id = randomUUID();
      return {
        address: { key: `address:${id}`, max: 3, windowMs: HOUR },
        number: { key: `number:${id}`, max: 2, windowMs: DAY },
      };
    };

    it('should grant up to the limit, then refuse naming the limit and when it frees up', async () => {
      const { address } = limits();
      for (let i = 0; i < 3; i += 1) granted(await store.take([address]));
      const refused = await store.take([address]);
      expect(refused).toMatchObject({ granted: false, limit: address });
      const retryAfterMs = refused.granted ? 0 : refused.retryAfterMs;
      expect(retryAfterMs).toBeGreaterThan(HOUR - 60_000);
      expect(retryAfterMs).toBeLessThanOrEqual(HOUR);
    });

    it('should count a take against every limit or none, and name the one that frees up last', async () => {
      const { address, number } = limits();
      granted(await store.take([address, number]));
      granted(await store.take([address, number]));
      const refused = await store.take([address, number]);
      expect(refused).toMatchObject({ granted: false, limit: number });
      expect(refused.granted ? 0 : refused.retryAfterMs).toBeGreaterThan(DAY - 60_000);
      // The refused take did not count against the address: it has one use left.
      granted(await store.take([address]));
      expect(await store.take([address])).toMatchObject({ granted: false, limit: address });
    });

    it('should free a use that is given back', async () => {
      const { number } = limits();
      const first = granted(await store.take([number]));
      granted(await store.take([number]));
      await first.giveBack();
      granted(await store.take([number]));
      expect((await store.take([number])).granted).toBe(false);
    });

    it('should grant exactly the limit to concurrent takes', async () => {
      const { address } = limits();
      const decisions = await Promise.all(Array.from({ length: 12 }, () => store.take([address])));
      expect(decisions.filter((decision) => decision.granted)).toHaveLength(3);
    });

    it('should grant again once the window has passed', async () => {
      const brief = { key: `brief:${randomUUID()}`, max: 1, windowMs: 300 };
      granted(await store.take([brief]));
      expect((await store.take([brief])).granted).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 400));
      granted(await store.take([brief]));
    });
  });

for (const kind of databaseKinds()) {
  contract(kind, async () => {
    const database = await createTestDatabase(kind);
    return { store: await createDatabaseQuotaStore(database.db), close: database.drop };
  });
}

if (redisUrl) {
  const url = redisUrl;
  contract('redis', async () => {
    const store = createRedisQuotaStore(openRedisConnection(url), `test-${randomUUID()}`);
    return { store, close: () => store.close() };
  });
} else {
  describe.skip(`quota store on redis (${NO_REDIS_REASON})`, () => {
    it('counts uses in Redis', () => undefined);
  });
}
