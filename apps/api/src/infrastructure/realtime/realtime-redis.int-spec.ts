import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { startTcpProxy } from '../../testing/tcp-proxy.js';
import { connectRealtimeRedis } from './realtime-redis.js';

const redisUrl = process.env.REDIS_URL || null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (redisUrl) {
  describe(connectRealtimeRedis.name, () => {
    it('should log Redis errors at most once per quiet period and fail its ping when Redis is gone', async () => {
      const proxy = await startTcpProxy(redisUrl);
      const logged: string[] = [];
      const redis = await connectRealtimeRedis(
        proxy.url(redisUrl),
        { error: (message) => logged.push(message) },
        { quietMs: 1_000 },
      );
      const io = new Server(createServer());
      io.adapter(redis.adapter);
      // Pushes go out through Redis before, as and after it goes: none may fail the process
      // (jest fails the test on an unhandled rejection).
      const push = (n: number) => {
        for (let i = 0; i < n; i += 1) io.to('company:x').emit('proposal.updated', { i });
      };
      try {
        push(20);
        await expect(redis.ping()).resolves.toBeUndefined();

        await proxy.cut();
        const cutAt = Date.now();
        push(20);
        await expect(redis.ping()).rejects.toThrow();
        // Both clients retry every few hundred milliseconds, each retry failing again.
        for (let i = 0; i < 35; i += 1) {
          push(5);
          await sleep(100);
        }
        const periods = Math.ceil((Date.now() - cutAt) / 1_000);
        expect(logged.length).toBeGreaterThan(0);
        expect(logged.length).toBeLessThanOrEqual(periods + 1);
        expect(logged[0]).toMatch(/^Socket\.IO Redis adapter: /);
        expect(logged.some((message) => /\(\d+ more since the last report\)$/.test(message))).toBe(
          true,
        );
      } finally {
        io.close();
        await redis.close();
        await proxy.close();
      }
    }, 20_000);
  });
} else {
  describe.skip(`${connectRealtimeRedis.name} (skipped: REDIS_URL is not set)`, () => {
    it('logs adapter errors, rate-limited', () => undefined);
  });
}
