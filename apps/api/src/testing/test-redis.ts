// The Redis server REDIS_URL names, shared by every test run on this machine: suites keep their
// keys apart with a prefix of their own.
export const redisUrl = process.env.REDIS_URL || null;

export const NO_REDIS_REASON = 'skipped: REDIS_URL is not set, so no Redis holds shared counters';
