import { Redis } from 'ioredis';

export type RedisConnection = Redis;

// A connection for counters (rate limits, quotas): it connects on first use, and a command gives
// up after one reconnection attempt instead of queueing while Redis is away.
export const openRedisConnection = (url: string): RedisConnection => {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  // A lost connection fails the commands sent meanwhile; the event itself needs no listener.
  redis.on('error', () => undefined);
  return redis;
};
