import type { HealthReport } from '@vanilla/contracts';
import { createPgDatabase } from '../../apps/api/src/infrastructure/database/pg-database.js';
import { PostgresEventStore } from '../../apps/api/src/infrastructure/event-store/postgres-event-store.js';
import {
  appendProposalEvents,
  newProposalFixture,
  sharedEvent,
  viewedEvent,
} from '../../apps/api/src/testing/proposal-fixtures.js';
import { closeOnce } from '../../apps/api/src/testing/suite-resources.js';
import {
  createScratchPostgresUrl,
  NO_POSTGRES_REASON,
  postgresUrl,
} from '../../apps/api/src/testing/test-database.js';
import { startAppServer } from '../../apps/api/src/testing/app-server.js';

const summariesStatus = async (url: string) => {
  const report = (await (await fetch(`${url}/health`)).json()) as HealthReport;
  return report.projections.find((projection) => projection.name === 'proposal-summaries')?.status;
};

const waitUntil = async (what: string, check: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

if (postgresUrl) {
  describe('projection leadership across two API processes on postgres', () => {
    it('should move a frozen leader’s projections to the standby within 15 s and keep the woken one standing by', async () => {
      const scratch = await createScratchPostgresUrl();
      const db = createPgDatabase({ connectionString: scratch.url });
      const closeDb = closeOnce(() => db.close());
      const store = await PostgresEventStore.create(db);
      const a = await startAppServer({ DATABASE_URL: scratch.url });
      await waitUntil('A leads', async () => (await summariesStatus(a.url)) === 'running', 10_000);
      const b = await startAppServer({ DATABASE_URL: scratch.url });
      try {
        expect(await summariesStatus(b.url)).toBe('standby');
        const proposal = newProposalFixture();
        const viewCount = async () =>
          (
            await db.query<{ view_count: number }>(
              'SELECT view_count FROM proposal_summaries WHERE proposal_id = $1',
              [proposal.proposalId],
            )
          ).rows[0]?.view_count;
        await appendProposalEvents(store, proposal, [sharedEvent(proposal)]);
        await waitUntil('A applies the share', async () => (await viewCount()) === 0, 10_000);

        // A stops dead, its connections open: to Postgres its session looks alive.
        process.kill(a.pid, 'SIGSTOP');
        const frozenAt = Date.now();
        await appendProposalEvents(store, proposal, [viewedEvent(proposal)]);
        await appendProposalEvents(store, proposal, [viewedEvent(proposal)]);
        await waitUntil(
          'B leads',
          async () => (await summariesStatus(b.url)) === 'running',
          25_000,
        );
        const takeoverMs = Date.now() - frozenAt;
        await waitUntil('B applies the views', async () => (await viewCount()) === 2, 5_000);
        // A bound with margin for a busy machine; leases expire after 8 s, checked every 2 s.
        expect(takeoverMs).toBeLessThan(25_000);

        // A wakes up having lost its lease: it stands by and applies nothing twice.
        process.kill(a.pid, 'SIGCONT');
        await waitUntil(
          'A stands by',
          async () => (await summariesStatus(a.url)) === 'standby',
          15_000,
        );
        await appendProposalEvents(store, proposal, [viewedEvent(proposal)]);
        await waitUntil('B applies the next view', async () => (await viewCount()) === 3, 5_000);
        expect(await summariesStatus(b.url)).toBe('running');
        expect(await summariesStatus(a.url)).toBe('standby');
      } finally {
        await b.stop();
        await a.stop();
        await store.close();
        await closeDb();
        await scratch.drop();
      }
    }, 120_000);
  });
} else {
  describe.skip(`projection leadership across two API processes (${NO_POSTGRES_REASON})`, () => {
    it('moves a frozen leader’s projections to the standby', () => undefined);
  });
}
