import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../bootstrap.js';
import { loadConfig } from '../config/app-config.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';
import { EVENT_STORE } from '../infrastructure/event-store/event-store.js';
import type { EventStore } from '../infrastructure/event-store/event-store.js';
import type { ProjectionRunner } from '../infrastructure/projections/projection-runner.js';
import { ProjectionRunnerService } from '../infrastructure/projections/projection-runner.service.js';
import type { SocketAuthenticator } from '../infrastructure/realtime/socket-authenticator.js';
import type { ProviderOverrides } from '../app.module.js';
import { closeOnce, opening } from './suite-resources.js';
import { createScratchPostgresUrl } from './test-database.js';

export type TestApp = {
  app: NestFastifyApplication;
  url: string;
  db: Database;
  store: EventStore;
  runner: ProjectionRunner;
  close(): Promise<void>;
};

export type TestAppOptions = {
  // A Postgres URL (a scratch database) or null for in-memory PGlite.
  databaseUrl: string | null;
  // An already open database, used instead of DATABASE_URL's (two instances on one PGlite).
  database?: Database;
  redisUrl?: string | null;
  socketAuthenticator?: SocketAuthenticator;
  runProjections?: boolean;
  // More environment variables (providers' credentials, PUBLIC_BASE_URL, ...).
  env?: Record<string, string>;
  providerOverrides?: ProviderOverrides;
  // A port picked beforehand (one that PUBLIC_BASE_URL already names); a free one otherwise.
  port?: number;
};

// The whole API on a free port, as main.ts starts it, with test doubles only where asked.
export const startTestApp = (options: TestAppOptions): Promise<TestApp> =>
  opening(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      DATABASE_URL: options.databaseUrl ?? '',
      REDIS_URL: options.redisUrl ?? '',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      // Test runs share one Redis: each app counts its rate limits under keys of its own.
      RATE_LIMIT_PREFIX: `test-${randomUUID()}`,
      ...options.env,
    });
    const app = await createApp({
      config,
      runProjections: options.runProjections ?? true,
      database: options.database,
      socketAuthenticator: options.socketAuthenticator,
      providerOverrides: options.providerOverrides,
      logger: false,
    });
    const close = closeOnce(() => app.close());
    await app.listen(options.port ?? 0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    return {
      app,
      url: `http://127.0.0.1:${port}`,
      db: app.get<Database>(DATABASE),
      store: app.get<EventStore>(EVENT_STORE),
      runner: app.get(ProjectionRunnerService).runner,
      close,
    };
  });

// The whole API on a database of its own for one suite: in-memory PGlite, or a scratch database
// on the Postgres server DATABASE_URL names, dropped by `close`.
export const startSuiteApp = async (
  kind: 'pglite' | 'postgres',
  options: Omit<TestAppOptions, 'databaseUrl'> = {},
): Promise<TestApp> => {
  const scratch = kind === 'postgres' ? await createScratchPostgresUrl() : null;
  const app = await startTestApp({ ...options, databaseUrl: scratch?.url ?? null });
  return {
    ...app,
    close: closeOnce(async () => {
      await app.close();
      await scratch?.drop();
    }),
  };
};
