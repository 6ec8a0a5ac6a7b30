import { randomUUID } from 'node:crypto';
import type { RedisConnection } from '../redis-connection.js';
import type { QuotaDecision, QuotaLimit, QuotaStore } from './quota-store.js';

// A key's uses are a sorted set of use ids scored by time, in one script so concurrent takes
// never both see the last free use. KEYS: the limits' keys. ARGV: the use id, then each limit's
// max and window in milliseconds. Returns {0, 0} when granted, else {the 1-based index of the
// limit that frees up last, milliseconds until it does}.
const TAKE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local refused, wait = 0, -1
for i, key in ipairs(KEYS) do
  local max, window = tonumber(ARGV[2 * i]), tonumber(ARGV[2 * i + 1])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= max then
    local oldest = redis.call('ZRANGE', key, count - max, count - max, 'WITHSCORES')
    local left = tonumber(oldest[2]) + window - now
    if left > wait then refused, wait = i, left end
  end
end
if refused > 0 then return {refused, wait} end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[1])
  redis.call('PEXPIRE', key, tonumber(ARGV[2 * i + 1]))
end
return {0, 0}
`;

export const createRedisQuotaStore = (redis: RedisConnection, prefix: string): QuotaStore => {
  const redisKey = (limit: QuotaLimit) => `${prefix}:quota:${limit.key}`;
  return {
    take: async <L extends QuotaLimit>(limits: readonly L[]): Promise<QuotaDecision<L>> => {
      const useId = randomUUID();
      const [refused, wait] = (await redis.eval(
        TAKE,
        limits.length,
        ...limits.map(redisKey),
        useId,
        ...limits.flatMap((limit) => [limit.max, limit.windowMs]),
      )) as [number, number];
      if (refused > 0) return { granted: false, limit: limits[refused - 1], retryAfterMs: wait };
      return {
        granted: true,
        giveBack: async () => {
          await Promise.all(limits.map((limit) => redis.zrem(redisKey(limit), useId)));
        },
      };
    },
    close: async () => redis.disconnect(),
  };
};
