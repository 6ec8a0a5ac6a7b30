import { ApiExcludeController } from '@nestjs/swagger';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { HealthReport, ReadinessReport, ServiceHealth } from '@vanilla/contracts';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { DATABASE } from '../database/database.js';
import type { Database } from '../database/database.js';
import { EVENT_STORE } from '../event-store/event-store.js';
import type { EventStore } from '../event-store/event-store.js';
import { ProjectionRunnerService } from '../projections/projection-runner.service.js';
import { RealtimeRedisHealth } from '../realtime/realtime-redis.js';
import type { HttpReply } from '../http/http.js';
import { withTimeout } from '../with-timeout.js';

// A check that has not answered by then has failed: a probe must answer within its own timeout
// even when a server stops answering without closing its connection.
const CHECK_TIMEOUT_MS = 3000;

const within = <T>(work: Promise<T>): Promise<T> =>
  withTimeout(work, CHECK_TIMEOUT_MS, `No answer within ${CHECK_TIMEOUT_MS} ms`);

const probe = async (check: () => Promise<unknown>): Promise<ServiceHealth> => {
  try {
    await within(check());
    return { ok: true, error: null };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
};

// What a load balancer or an orchestrator asks: /health/live whether the process runs (no I/O),
// /health/ready whether it can serve, and /health, for a person, everything with its details.
// Not part of the API's public documentation (/api/docs).
@ApiExcludeController()
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
    const report = await this.report();
    await response.code(report.status === 'down' ? 503 : 200).send(report);
  }

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  // The same checks as /health; parked events and retries do not make an instance unready.
  @Get('ready')
  async ready(@Res() response: HttpReply): Promise<void> {
    const { store, database, redis, projections } = await this.report();
    const failed = [
      ...(database.ok ? [] : ['database']),
      ...(store.ok ? [] : ['store']),
      ...(redis?.ok === false ? ['redis'] : []),
      ...projections.filter((p) => p.stalled).map((p) => `projection ${p.name}`),
    ];
    const readiness: ReadinessReport = { status: failed.length > 0 ? 'down' : 'ok', failed };
    await response.code(failed.length > 0 ? 503 : 200).send(readiness);
  }

  private async report(): Promise<HealthReport> {
    const [store, database, redis] = await Promise.all([
      probe(() => this.store.ping()),
      probe(() => this.db.query('SELECT 1')),
      this.config.redisUrl ? probe(() => this.redis.ping()) : null,
    ]);
    const projections = await within(this.projections.runner.health()).catch(() => []);
    const down =
      !store.ok || !database.ok || redis?.ok === false || projections.some((p) => p.stalled);
    const degraded = projections.some((p) => p.parked_count > 0 || p.error !== null);
    return {
      status: down ? 'down' : degraded ? 'degraded' : 'ok',
      store: { adapter: this.store.adapter, ...store },
      database: { adapter: this.db.kind, ...database },
      redis,
      projections,
    };
  }
}
