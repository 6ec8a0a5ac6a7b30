import type { RedisConnection } from '../../infrastructure/redis-connection.js';
import type { PresenceChange, PresenceNow, PresenceStore } from './presence-store.js';

// Visits in Redis, shared by every instance: a hash per visit (`visit:<token>:<visitId>`:
// section, since), a set per proposal of its visit ids (`token:<token>`), and one sorted set
// of every visit (`<visitId>:<token>`) scored by when it last reported (`seen`). Each step is
// one script, so it is atomic: two instances sweeping at once never both remove a visit, and a
// proposal's presence is read in the same step that changed it. Times are Redis's own clock, so
// instances whose clocks differ agree on who went silent. (The scripts name keys they build:
// one Redis server, not a cluster.)

// ARGV[1] is the key prefix in every script. The presence of a proposal: its most recently
// moved visit, or {} (visits whose hash expired leave its set).
const CURRENT = `
local prefix = ARGV[1]
local function now_ms()
  local time = redis.call('TIME')
  return tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end
local function current(token)
  local set = prefix .. 'token:' .. token
  local section, since = false, -1
  for _, visit in ipairs(redis.call('SMEMBERS', set)) do
    local fields = redis.call('HMGET', prefix .. 'visit:' .. token .. ':' .. visit, 'section', 'since')
    if fields[1] then
      local at = tonumber(fields[2])
      if at >= since then section, since = fields[1], at end
    else
      redis.call('SREM', set, visit)
    end
  end
  if section then return {section, tostring(since)} end
  return {}
end
`;

// ARGV: prefix, token, visit id, section, lifetime of the keys in ms.
const REPORT = `${CURRENT}
local token, visit, section, ttl = ARGV[2], ARGV[3], ARGV[4], ARGV[5]
local now = now_ms()
local key = prefix .. 'visit:' .. token .. ':' .. visit
if redis.call('HGET', key, 'section') ~= section then
  redis.call('HSET', key, 'section', section, 'since', now)
end
redis.call('PEXPIRE', key, ttl)
redis.call('SADD', prefix .. 'token:' .. token, visit)
redis.call('PEXPIRE', prefix .. 'token:' .. token, ttl)
redis.call('ZADD', prefix .. 'seen', now, visit .. ':' .. token)
return current(token)
`;

// ARGV: prefix, token, visit id. Returns {1 when this call removed the visit, its presence}.
const LEAVE = `${CURRENT}
local token, visit = ARGV[2], ARGV[3]
local removed = redis.call('ZREM', prefix .. 'seen', visit .. ':' .. token)
redis.call('DEL', prefix .. 'visit:' .. token .. ':' .. visit)
redis.call('SREM', prefix .. 'token:' .. token, visit)
return {removed, current(token)}
`;

// ARGV: prefix, timeout in ms, most visits removed at once. Returns {token, presence} pairs.
const SWEEP = `${CURRENT}
local seen = prefix .. 'seen'
local stale = redis.call('ZRANGEBYSCORE', seen, '-inf', now_ms() - tonumber(ARGV[2]), 'LIMIT', 0, tonumber(ARGV[3]))
local tokens, order = {}, {}
for _, member in ipairs(stale) do
  redis.call('ZREM', seen, member)
  local split = string.find(member, ':', 1, true)
  local visit, token = string.sub(member, 1, split - 1), string.sub(member, split + 1)
  redis.call('DEL', prefix .. 'visit:' .. token .. ':' .. visit)
  redis.call('SREM', prefix .. 'token:' .. token, visit)
  if not tokens[token] then tokens[token] = true; table.insert(order, token) end
end
local changes = {}
for _, token in ipairs(order) do table.insert(changes, {token, current(token)}) end
return changes
`;

// ARGV: prefix. Returns {token, presence} for every proposal with an open page.
const ALL = `${CURRENT}
local tokens, result = {}, {}
for _, member in ipairs(redis.call('ZRANGE', prefix .. 'seen', 0, -1)) do
  local token = string.sub(member, string.find(member, ':', 1, true) + 1)
  if not tokens[token] then
    tokens[token] = true
    table.insert(result, {token, current(token)})
  end
end
return result
`;

type Current = [] | [string, string];

const presenceOf = (current: Current): PresenceNow =>
  current.length === 2 ? { section: current[0], since: Number(current[1]) } : null;

// Swept per call at most; the rest on the next sweep, a moment later.
const SWEEP_BATCH = 500;

export const createRedisPresenceStore = (
  redis: RedisConnection,
  keyPrefix: string,
  timeoutMs: number,
): PresenceStore => {
  const prefix = `${keyPrefix}:presence:`;
  // A visit's keys outlive its timeout a little, so that a sweep finds it first; if every
  // instance stopped, they expire by themselves.
  const ttlMs = timeoutMs * 3;
  const run = async <Result>(script: string, ...args: (string | number)[]) =>
    (await redis.eval(script, 0, prefix, ...args)) as Result;
  return {
    async report(token, visitId, section) {
      return presenceOf(await run<Current>(REPORT, token, visitId, section, ttlMs));
    },
    async leave(token, visitId) {
      const [removed, current] = await run<[number, Current]>(LEAVE, token, visitId);
      return { removed: removed === 1, now: presenceOf(current) };
    },
    async sweep(): Promise<PresenceChange[]> {
      const changes = await run<[string, Current][]>(SWEEP, timeoutMs, SWEEP_BATCH);
      return changes.map(([token, current]) => ({ token, now: presenceOf(current) }));
    },
    async all() {
      const entries = await run<[string, Current][]>(ALL);
      const result = new Map<string, { section: string; since: number }>();
      for (const [token, current] of entries) {
        const now = presenceOf(current);
        if (now) result.set(token, now);
      }
      return result;
    },
    async close() {
      redis.disconnect();
    },
  };
};
