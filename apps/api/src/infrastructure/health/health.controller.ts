import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { HealthReport } from '@vanilla/contracts';
import { DATABASE } from '../database/database.js';
import type { Database } from '../database/database.js';
import { EVENT_STORE } from '../event-store/event-store.js';
import type { EventStore } from '../event-store/event-store.js';
import { ProjectionRunnerService } from '../projections/projection-runner.service.js';
import type { HttpReply } from '../http/http.js';

const probe = async (check: () => Promise<unknown>) => {
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
    private readonly projections: ProjectionRunnerService,
  ) {}

  // 200 when everything works, 503 when the store, the database or a projection does not.
  @Get()
  async health(@Res() response: HttpReply): Promise<void> {
    const [store, database] = await Promise.all([
      probe(() => this.store.ping()),
      probe(() => this.db.query('SELECT 1')),
    ]);
    const projections = await this.projections.runner.health().catch(() => []);
    const ok = store.ok && database.ok && projections.every((p) => p.status !== 'failed');
    const report: HealthReport = {
      status: ok ? 'ok' : 'degraded',
      store: { adapter: this.store.adapter, ...store },
      database: { adapter: this.db.kind, ...database },
      projections,
    };
    await response.code(ok ? 200 : 503).send(report);
  }
}
