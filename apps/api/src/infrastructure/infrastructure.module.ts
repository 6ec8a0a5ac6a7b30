import { Global, Module } from '@nestjs/common';
import type { DynamicModule, Provider, Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { DATABASE } from './database/database.js';
import type { Database } from './database/database.js';
import { createPgDatabase } from './database/pg-database.js';
import { createPgliteDatabase } from './database/pglite-database.js';
import { APPEND_NOTIFICATIONS } from './event-store/append-notifications.js';
import type { AppendNotifications } from './event-store/append-notifications.js';
import { EVENT_STORE } from './event-store/event-store.js';
import type { EventStore } from './event-store/event-store.js';
import { KurrentDbEventStore } from './event-store/kurrentdb-event-store.js';
import { PostgresEventStore } from './event-store/postgres-event-store.js';
import { StreamDecisions } from './event-store/stream-decisions.js';
import { HealthController } from './health/health.controller.js';
import { DevelopmentAidsController } from './http/development-aids.js';
import { InfrastructureLifecycle } from './infrastructure-lifecycle.js';
import { Metrics } from './metrics/metrics.js';
import { EventAppender } from './outbox/event-appender.js';
import { MetricsController } from './metrics/metrics.controller.js';
import { ProjectionMetrics } from './metrics/projection-metrics.js';
import { timingAppends } from './metrics/timed-event-store.js';
import { ProjectedDecisions } from './projections/projected-decisions.js';
import { PROJECTIONS } from './projections/projection.js';
import type { Projection } from './projections/projection.js';
import {
  PROJECTION_OPTIONS,
  ProjectionRunnerService,
} from './projections/projection-runner.service.js';
import { createDatabaseQuotaStore } from './quota/database-quota-store.js';
import { QUOTA_STORE } from './quota/quota-store.js';
import type { QuotaStore } from './quota/quota-store.js';
import { createRedisQuotaStore } from './quota/redis-quota-store.js';
import { openRedisConnection } from './redis-connection.js';
import { RealtimeGateway } from './realtime/realtime.gateway.js';
import { Housekeeping } from './housekeeping/housekeeping.js';
import { RealtimePublisher } from './realtime/realtime-publisher.js';
import { RealtimeRedisHealth } from './realtime/realtime-redis.js';
import { SessionSockets } from './realtime/session-sockets.js';
import { SOCKET_AUTHENTICATOR } from './realtime/socket-authenticator.js';
import type { SocketAuthenticator } from './realtime/socket-authenticator.js';

export type InfrastructureOptions = {
  config: AppConfig;
  projections: Type<Projection>[];
  runProjections: boolean;
  // How sockets authenticate (the accounts context's sessions); tests may hand in their own.
  socketAuthenticatorFactory: (db: Database) => SocketAuthenticator;
  socketAuthenticator?: SocketAuthenticator;
  // An already open database (tests hand in theirs).
  database?: Database;
  // Serve the HTTP and socket side; a CLI context does not.
  http: boolean;
};

export const openDatabase = async (config: AppConfig): Promise<Database> =>
  config.databaseUrl
    ? createPgDatabase({ connectionString: config.databaseUrl })
    : createPgliteDatabase(config.dataDir ?? undefined);

// In Redis when there is one (the counters of rate limits live there too), else in Postgres.
export const openQuotaStore = async (config: AppConfig, db: Database): Promise<QuotaStore> =>
  config.redisUrl
    ? createRedisQuotaStore(openRedisConnection(config.redisUrl), config.rateLimitPrefix)
    : createDatabaseQuotaStore(db);

export const openEventStore = async (
  config: AppConfig,
  db: Database,
): Promise<PostgresEventStore | KurrentDbEventStore> =>
  config.eventStoreUrl
    ? KurrentDbEventStore.connect(config.eventStoreUrl)
    : PostgresEventStore.create(db);

// Each store tells its readers of appends: Postgres through LISTEN/NOTIFY, KurrentDB through a
// live subscription to $all.
export const appendNotificationsOf = (
  store: PostgresEventStore | KurrentDbEventStore,
): AppendNotifications => store;

// The store's adapter itself, before its appends are timed (EVENT_STORE is the timed one).
const OPENED_EVENT_STORE = Symbol('OPENED_EVENT_STORE');

@Global()
@Module({})
export class InfrastructureModule {
  static forRoot(options: InfrastructureOptions): DynamicModule {
    const providers: Provider[] = [
      { provide: APP_CONFIG, useValue: options.config },
      {
        provide: DATABASE,
        useFactory: () => options.database ?? openDatabase(options.config),
      },
      Metrics,
      {
        provide: OPENED_EVENT_STORE,
        useFactory: (db: Database) => openEventStore(options.config, db),
        inject: [DATABASE],
      },
      {
        provide: EVENT_STORE,
        useFactory: (store: EventStore, metrics: Metrics) =>
          timingAppends(store, metrics.eventStoreAppendDuration),
        inject: [OPENED_EVENT_STORE, Metrics],
      },
      {
        provide: APPEND_NOTIFICATIONS,
        useFactory: appendNotificationsOf,
        inject: [OPENED_EVENT_STORE],
      },
      StreamDecisions,
      {
        provide: QUOTA_STORE,
        useFactory: (db: Database) => openQuotaStore(options.config, db),
        inject: [DATABASE],
      },
      ...options.projections,
      {
        provide: PROJECTIONS,
        useFactory: (...projections: Projection[]) => projections,
        inject: options.projections,
      },
      { provide: PROJECTION_OPTIONS, useValue: { run: options.runProjections } },
      {
        provide: SOCKET_AUTHENTICATOR,
        useFactory: (db: Database) =>
          options.socketAuthenticator ?? options.socketAuthenticatorFactory(db),
        inject: [DATABASE],
      },
      RealtimePublisher,
      SessionSockets,
      RealtimeRedisHealth,
      ProjectionRunnerService,
      ProjectionMetrics,
      ProjectedDecisions,
      InfrastructureLifecycle,
      Housekeeping,
      EventAppender,
      ...(options.http ? [RealtimeGateway] : []),
    ];
    return {
      module: InfrastructureModule,
      imports: [CqrsModule.forRoot()],
      controllers: options.http
        ? [
            HealthController,
            DevelopmentAidsController,
            ...(options.config.metricsToken ? [MetricsController] : []),
          ]
        : [],
      providers,
      exports: [
        APP_CONFIG,
        DATABASE,
        EVENT_STORE,
        StreamDecisions,
        QUOTA_STORE,
        RealtimePublisher,
        SessionSockets,
        ProjectionRunnerService,
        ProjectedDecisions,
        Metrics,
        Housekeeping,
        CqrsModule,
      ],
    };
  }
}
