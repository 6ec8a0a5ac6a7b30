import pg from 'pg';
import type { HealthReport, ProjectionHealth, ReadinessReport } from '@vanilla/contracts';
import { formatPosition } from '../event-store/event-store.js';
import {
  appendProposalEvents,
  newProposalFixture,
  sharedEvent,
} from '../../testing/proposal-fixtures.js';
import { startSuiteApp, startTestApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';
import { startTcpProxy } from '../../testing/tcp-proxy.js';
import {
  createScratchPostgresUrl,
  databaseKinds,
  NO_POSTGRES_REASON,
  postgresUrl,
} from '../../testing/test-database.js';

const redisUrl = process.env.REDIS_URL || null;

const getHealth = async (app: TestApp) => {
  const response = await fetch(`${app.url}/health`);
  return { code: response.status, report: (await response.json()) as HealthReport };
};

const getReady = async (app: TestApp) => {
  const response = await fetch(`${app.url}/health/ready`);
  return { code: response.status, report: (await response.json()) as ReadinessReport };
};

const summariesOf = (report: HealthReport): ProjectionHealth | undefined =>
  report.projections.find((projection) => projection.name === 'proposal-summaries');

const waitForHealth = async (
  app: TestApp,
  what: string,
  check: (health: Awaited<ReturnType<typeof getHealth>>) => boolean,
  timeoutMs: number,
) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = await getHealth(app);
    if (check(health)) return health;
    if (Date.now() > deadline) {
      throw new Error(`/health not ${what} within ${timeoutMs} ms: ${JSON.stringify(health)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

for (const kind of databaseKinds()) {
  describe(`/health on ${kind}`, () => {
    let app: TestApp;

    beforeEach(async () => {
      app = await startSuiteApp(kind);
    });

    afterEach(() => app.close());

    it('should answer /health/live and /health/ready 200 ok when everything answers', async () => {
      const live = await fetch(`${app.url}/health/live`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok' });
      expect(await getReady(app)).toEqual({ code: 200, report: { status: 'ok', failed: [] } });
    });

    it('should answer 200 degraded with the parked event when an event could not be applied', async () => {
      const good = newProposalFixture();
      const bad = newProposalFixture();
      // A share without its company: the read model refuses the row.
      const { companyId: _, ...incomplete } = sharedEvent(bad).data as Record<string, unknown>;
      const { position } = await app.store.append(`proposal-${bad.proposalId}`, [
        { type: 'ProposalShared', data: incomplete },
      ]);
      await appendProposalEvents(app.store, good, [sharedEvent(good)]);
      await app.runner.waitUntilCaughtUp();

      const { code, report } = await getHealth(app);
      expect(code).toBe(200);
      expect(report.status).toBe('degraded');
      expect(summariesOf(report)).toMatchObject({
        status: 'running',
        stalled: false,
        events_behind: 0,
        parked_count: 1,
        parked: [
          {
            position: formatPosition(position),
            type: 'ProposalShared',
            stream: `proposal-${bad.proposalId}`,
            error: expect.stringMatching(/null value in column "company_id"/),
          },
        ],
      });
      const { rows } = await app.db.query('SELECT proposal_id FROM proposal_summaries');
      expect(rows).toEqual([{ proposal_id: good.proposalId }]);
      // A parked event is for someone to look at; the instance still serves.
      expect((await getReady(app)).code).toBe(200);
    });
  });
}

if (postgresUrl) {
  describe('/health when a projection stalls, on postgres', () => {
    it('should answer 503 while a projection has events waiting and has not advanced for 10 s', async () => {
      const scratch = await createScratchPostgresUrl();
      const app = await startTestApp({ databaseUrl: scratch.url });
      const holder = new pg.Client({ connectionString: scratch.url });
      try {
        await app.runner.waitUntilCaughtUp();
        expect((await getHealth(app)).code).toBe(200);
        // Another session keeps the read model's table from changing: the projection's next
        // batch waits on it, while the others go on.
        await holder.connect();
        await holder.query('BEGIN');
        await holder.query('LOCK TABLE proposal_summaries IN SHARE MODE');
        const proposal = newProposalFixture();
        await appendProposalEvents(app.store, proposal, [sharedEvent(proposal)]);

        const stalled = await waitForHealth(app, 'stalled', ({ code }) => code === 503, 25_000);
        expect(stalled.report.status).toBe('down');
        expect(summariesOf(stalled.report)).toMatchObject({
          status: 'running',
          stalled: true,
          events_behind: 1,
        });
        expect(
          stalled.report.projections.filter((projection) => projection.stalled).map((p) => p.name),
        ).toEqual(['proposal-summaries']);
        expect(await getReady(app)).toEqual({
          code: 503,
          report: { status: 'down', failed: ['projection proposal-summaries'] },
        });

        await holder.query('ROLLBACK');
        await waitForHealth(app, 'ok again', ({ code }) => code === 200, 10_000);
        expect((await getReady(app)).code).toBe(200);
        const { rows } = await app.db.query('SELECT proposal_id FROM proposal_summaries');
        expect(rows).toEqual([{ proposal_id: proposal.proposalId }]);
      } finally {
        await holder.end().catch(() => undefined);
        await app.close();
        await scratch.drop();
      }
    });
  });

  describe('/health/ready when the database is gone, on postgres', () => {
    it('should answer 503 naming the database and the store, while /health/live still answers 200', async () => {
      const scratch = await createScratchPostgresUrl();
      const proxy = await startTcpProxy(scratch.url);
      const app = await startTestApp({ databaseUrl: proxy.url(scratch.url) });
      try {
        expect((await getReady(app)).code).toBe(200);

        await proxy.cut();
        const ready = await getReady(app);
        expect(ready).toEqual({
          code: 503,
          report: { status: 'down', failed: ['database', 'store'] },
        });
        const live = await fetch(`${app.url}/health/live`);
        expect(live.status).toBe(200);
      } finally {
        await app.close();
        await proxy.close();
        await scratch.drop();
      }
    });
  });
} else {
  describe.skip(`/health when a projection stalls or the database is gone (${NO_POSTGRES_REASON})`, () => {
    it('answers 503', () => undefined);
  });
}

if (redisUrl) {
  describe('/health with Redis', () => {
    it('should answer 503 naming Redis when the Redis server is gone', async () => {
      const proxy = await startTcpProxy(redisUrl);
      const app = await startSuiteApp('pglite', { redisUrl: proxy.url(redisUrl) });
      try {
        const before = await getHealth(app);
        expect(before.code).toBe(200);
        expect(before.report.redis).toEqual({ ok: true, error: null });

        await proxy.cut();
        const after = await waitForHealth(app, 'down', ({ code }) => code === 503, 10_000);
        expect(after.report.status).toBe('down');
        expect(after.report.redis).toMatchObject({ ok: false, error: expect.any(String) });
      } finally {
        await app.close();
        await proxy.close();
      }
    });
  });
} else {
  describe.skip('/health with Redis (skipped: REDIS_URL is not set)', () => {
    it('answers 503 when Redis is gone', () => undefined);
  });
}
