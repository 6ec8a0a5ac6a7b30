import { Logger } from '@nestjs/common';
import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { Server, ServerOptions } from 'socket.io';
import { DATA_ANSWER_HEADERS } from '../http/security-headers.js';
import { connectRealtimeRedis, RealtimeRedisHealth } from './realtime-redis.js';
import type { RealtimeRedis } from './realtime-redis.js';

// Socket.IO on the HTTP port; with REDIS_URL the Redis adapter fans every emit out to the
// sockets of all API instances.
export class RealtimeIoAdapter extends IoAdapter {
  private redis: RealtimeRedis | null = null;

  constructor(
    private readonly app: INestApplicationContext,
    private readonly redisUrl: string | null,
  ) {
    super(app);
  }

  async connectRedis(): Promise<void> {
    if (!this.redisUrl) return;
    const logger = new Logger('Realtime');
    this.redis = await connectRealtimeRedis(this.redisUrl, {
      error: (message) => logger.error(message),
    });
    this.app.get(RealtimeRedisHealth).attach(this.redis);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    // Socket.IO answers its polling requests itself, ahead of the HTTP app and its headers.
    server.engine.on('headers', (headers: Record<string, string>) =>
      Object.assign(headers, DATA_ANSWER_HEADERS),
    );
    if (this.redis) server.adapter(this.redis.adapter);
    return server;
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    await this.redis?.close();
  }
}
