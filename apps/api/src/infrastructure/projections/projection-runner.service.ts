import { Inject, Injectable, Logger } from '@nestjs/common';
import type { OnApplicationBootstrap } from '@nestjs/common';
import { DATABASE } from '../database/database.js';
import type { Database } from '../database/database.js';
import { APPEND_NOTIFICATIONS } from '../event-store/append-notifications.js';
import type { AppendNotifications } from '../event-store/append-notifications.js';
import { EVENT_STORE } from '../event-store/event-store.js';
import type { EventStore } from '../event-store/event-store.js';
import { RealtimePublisher } from '../realtime/realtime-publisher.js';
import { PROJECTIONS } from './projection.js';
import type { Projection } from './projection.js';
import { ProjectionRunner } from './projection-runner.js';

export const PROJECTION_OPTIONS = Symbol('PROJECTION_OPTIONS');

export type ProjectionOptions = { run: boolean };

@Injectable()
export class ProjectionRunnerService implements OnApplicationBootstrap {
  readonly runner: ProjectionRunner;

  constructor(
    @Inject(DATABASE) db: Database,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(APPEND_NOTIFICATIONS) notifications: AppendNotifications,
    @Inject(PROJECTIONS) projections: Projection[],
    @Inject(PROJECTION_OPTIONS) private readonly options: ProjectionOptions,
    publisher: RealtimePublisher,
  ) {
    const logger = new Logger(ProjectionRunner.name);
    this.runner = new ProjectionRunner(
      db,
      store,
      notifications,
      projections,
      (pushes) => publisher.publish(pushes),
      {
        log: (message) => logger.log(message),
        error: (message, stack) => logger.error(message, stack),
      },
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.run) await this.runner.start();
    else await this.runner.migrate();
  }
}
