import { Inject, Injectable, Logger } from '@nestjs/common';
import type { BeforeApplicationShutdown, OnApplicationShutdown } from '@nestjs/common';
import { DATABASE } from './database/database.js';
import type { Database } from './database/database.js';
import { EVENT_STORE } from './event-store/event-store.js';
import type { EventStore } from './event-store/event-store.js';
import { ProjectionRunnerService } from './projections/projection-runner.service.js';
import { QUOTA_STORE } from './quota/quota-store.js';
import type { QuotaStore } from './quota/quota-store.js';

// Runs after the HTTP and socket servers closed: projections stop, then the stores and the
// database connections close. An operator sees the stop begin (on SIGTERM or Ctrl-C) and end.
@Injectable()
export class InfrastructureLifecycle implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('Vanilla');

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(QUOTA_STORE) private readonly quotas: QuotaStore,
    private readonly projections: ProjectionRunnerService,
  ) {}

  beforeApplicationShutdown(signal?: string): void {
    if (signal) this.logger.log(`${signal}: stopping after the requests in flight`);
  }

  async onApplicationShutdown(signal?: string): Promise<void> {
    await this.projections.runner.stop();
    await this.store.close();
    await this.quotas.close();
    await this.db.close();
    if (signal) this.logger.log('Stopped');
  }
}
