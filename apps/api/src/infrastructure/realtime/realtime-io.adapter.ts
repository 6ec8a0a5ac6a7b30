import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Server, ServerOptions } from 'socket.io';
import { DATA_ANSWER_HEADERS } from '../http/security-headers.js';

// Socket.IO on the HTTP port; with REDIS_URL the Redis adapter fans every emit out to the
// sockets of all API instances.
export class RealtimeIoAdapter extends IoAdapter {
  private redisAdapter: ReturnType<typeof createAdapter> | null = null;
  private closeRedis: () => Promise<void> = async () => undefined;

  constructor(
    app: INestApplicationContext,
    private readonly redisUrl: string | null,
  ) {
    super(app);
  }

  async connectRedis(): Promise<void> {
    if (!this.redisUrl) return;
    // RESP2: the adapter's pub/sub handling expects it.
    const pub = createClient({ url: this.redisUrl, RESP: 2 });
    const sub = pub.duplicate();
    pub.on('error', () => undefined);
    sub.on('error', () => undefined);
    await Promise.all([pub.connect(), sub.connect()]);
    this.redisAdapter = createAdapter(pub, sub);
    this.closeRedis = async () => {
      await Promise.all([pub.quit(), sub.quit()].map((quit) => quit.catch(() => undefined)));
    };
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    // Socket.IO answers its polling requests itself, ahead of the HTTP app and its headers.
    server.engine.on('headers', (headers: Record<string, string>) =>
      Object.assign(headers, DATA_ANSWER_HEADERS),
    );
    if (this.redisAdapter) server.adapter(this.redisAdapter);
    return server;
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    await this.closeRedis();
  }
}
