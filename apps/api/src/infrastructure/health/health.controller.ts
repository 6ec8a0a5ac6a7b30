import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { HealthReport, ServiceHealth } from '@vanilla/contracts';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { DATABASE } from '../database/database.js';
import type { Database } from '../database/database.js';
import { EVENT_STORE } from '../event-store/event-store.js';
import type { EventStore } from '../event-store/event-store.js';
import { ProjectionRunnerService } from '../projections/projection-runner.service.js';
import { RealtimeRedisHealth } from '../realtime/realtime-redis.js';
import type { HttpReply } from '../http/http.js';

const probe = async (check: () => Promise<unknown>): Promise<ServiceHealth> => {
  try {
    await check();
    return { ok: true, error: null };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
};

@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly projections: ProjectionRunnerService,
    private readonly redis: RealtimeRedisHealth,
  ) {}

  // 503 when something is down: the store, the database, Redis (when configured), or a
  // projection stalled (events waiting, no progress for 10 s). 200 otherwise, 'degraded' when
  // events are parked or a projection is retrying: the service works, someone should look.
  @Get()
  async health(@Res() response: HttpReply): Promise<void> {
    const [store, database, redis] = await Promise.all([
      probe(() => this.store.ping()),
      probe(() => this.db.query('SELECT 1')),
      this.config.redisUrl ? probe(() => this.redis.ping()) : null,
    ]);
    const projections = await this.projections.runner.health().catch(() => []);
    const down =
      !store.ok || !database.ok || redis?.ok === false || projections.some((p) => p.stalled);
    const degraded = projections.some((p) => p.parked_count > 0 || p.error !== null);
    const report: HealthReport = {
      status: down ? 'down' : degraded ? 'degraded' : 'ok',
      store: { adapter: this.store.adapter, ...store },
      database: { adapter: this.db.kind, ...database },
      redis,
      projections,
    };
    await response.code(down ? 503 : 200).send(report);
  }
}
