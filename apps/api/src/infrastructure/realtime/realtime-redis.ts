import { Injectable } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { withTimeout } from '../with-timeout.js';

export type RealtimeRedis = {
  adapter: ReturnType<typeof createAdapter>;
  // Resolves when Redis answers; rejects at once while either client is disconnected.
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type RedisErrorLogger = { error(message: string): void };

const PING_TIMEOUT_MS = 2000;

// Logs the first error at once, then at most one per `quietMs`, counting those it left out: a
// Redis that stays down makes both clients fail every reconnection attempt.
const rateLimited = (quietMs: number, log: (message: string) => void) => {
  let loggedAt = -Infinity;
  let unlogged = 0;
  return (message: string) => {
    if (Date.now() - loggedAt < quietMs) {
      unlogged += 1;
      return;
    }
    log(unlogged > 0 ? `${message} (${unlogged} more since the last report)` : message);
    loggedAt = Date.now();
    unlogged = 0;
  };
};

// The adapter calls these without waiting for the answer: one that fails (Redis went away as it
// was sent, or the client closed) would be an unhandled rejection, which ends the process.
const reportFailures = (
  client: object,
  methods: readonly string[],
  report: (error: unknown) => void,
) => {
  const calls = client as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const method of methods) {
    const call = calls[method].bind(client);
    calls[method] = (...args) => call(...args).catch(report);
  }
};

// The Socket.IO Redis adapter's two clients (RESP2: its pub/sub handling expects it). Their errors
// are logged, rate-limited; a client that lost Redis reconnects by itself.
export const connectRealtimeRedis = async (
  url: string,
  logger: RedisErrorLogger,
  { quietMs = 30_000 }: { quietMs?: number } = {},
): Promise<RealtimeRedis> => {
  const sub = createClient({ url, RESP: 2 });
  // While Redis is away a push fails at once rather than queue up, without bound, for a late and
  // stale delivery; sockets on this instance still get it.
  const pub = sub.duplicate({ disableOfflineQueue: true });
  const report = rateLimited(quietMs, (message) => logger.error(message));
  const reportError = (error: unknown) =>
    report(`Socket.IO Redis adapter: ${error instanceof Error ? error.message : String(error)}`);
  for (const client of [pub, sub]) client.on('error', reportError);
  reportFailures(pub, ['publish'], reportError);
  reportFailures(sub, ['subscribe', 'pSubscribe', 'unsubscribe', 'pUnsubscribe'], reportError);
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    adapter: createAdapter(pub, sub),
    async ping() {
      // The subscriber is in pub/sub mode; its readiness is what can be asked of it.
      if (!pub.isReady || !sub.isReady) throw new Error('Redis is not connected');
      await withTimeout(
        pub.ping(),
        PING_TIMEOUT_MS,
        `Redis did not answer within ${PING_TIMEOUT_MS} ms`,
      );
    },
    async close() {
      // A disconnected client would wait for Redis to drain its queue: drop it instead.
      await Promise.all(
        [pub, sub].map((client) =>
          client.isReady ? client.close().catch(() => undefined) : client.destroy(),
        ),
      );
    },
  };
};

// What /health asks about Redis: the adapter's connection, once the socket server has one.
@Injectable()
export class RealtimeRedisHealth {
  private redis: Pick<RealtimeRedis, 'ping'> | null = null;

  attach(redis: Pick<RealtimeRedis, 'ping'>): void {
    this.redis = redis;
  }

  async ping(): Promise<void> {
    if (!this.redis) throw new Error('Redis is not connected');
    await this.redis.ping();
  }
}
