import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sharedProposal } from '@vanilla/domain/testing';
import request from 'supertest';
import { signUp } from '../../testing/accounts-fixtures.js';
import { activateSubscription } from '../../testing/stripe-fixtures.js';
import { startAppServer } from '../../testing/app-server.js';
import type { AppServer } from '../../testing/app-server.js';
import { eventually } from '../../testing/eventually.js';
import { createPgliteDatabase } from '../../infrastructure/database/pglite-database.js';
import { appendProposalEvents, newProposalFixture } from '../../testing/proposal-fixtures.js';
import { startTestApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';
import { createScratchPostgresUrl, databaseKinds } from '../../testing/test-database.js';
import { reserveToken } from '../proposal-storage.js';
import { caughtUp, followUpEvents, roundTheClockPlan } from '../testing/follow-up-fixtures.js';

const root = fileURLToPath(new URL('../../../../..', import.meta.url));
const SERVICE_SID = `MG${'0'.repeat(32)}`;
const METRICS_TOKEN = randomBytes(16).toString('hex');
const DAY_MS = 24 * 60 * 60 * 1000;
// Enough proposals due at once that a pass takes a while, so a kill lands in the middle of one.
const PROPOSALS = 120;
const KILLS = 2;
const WAIT_MS = 60_000;

// The plan as seeded: its first step a month after the share, so nothing is due until the test
// brings it back to two days on the running server.
const slowPlan = () => {
  const plan = roundTheClockPlan();
  return { ...plan, steps: plan.steps.map((step, i) => (i === 0 ? { ...step, days: 30 } : step)) };
};

// The scheduler's setting as the seeding and inspecting apps run it: never within the test.
const IDLE_SCHEDULER = { FOLLOW_UP_PASS_MS: '3600000', TWILIO_MESSAGING_SERVICE_SID: SERVICE_SID };

// A real API process (the production build) killed with SIGKILL while it sends follow-ups, then
// started again on the same database, twice over: every follow-up that was due is recorded
// once and written to the outboxes once. The database is a scratch Postgres database, or a PGlite
// data directory the process owns (opened by the test only while no process runs on it).
for (const kind of databaseKinds()) {
  describe(`follow-ups across kill -9 on ${kind}`, () => {
    let databaseUrl: string | null = null;
    let dataDir: string | null = null;
    let drop: (() => Promise<void>) | undefined;
    let server: AppServer | null = null;

    beforeAll(async () => {
      // The child runs apps/api/dist: bring it up to date with the sources under test (a no-op
      // after `npm run build`).
      await promisify(execFile)('npx', ['tsc', '-b', 'libs/contracts', 'libs/domain', 'apps/api'], {
        cwd: root,
      });
      if (kind === 'postgres') {
        const scratch = await createScratchPostgresUrl();
        databaseUrl = scratch.url;
        drop = scratch.drop;
      } else {
        dataDir = mkdtempSync(join(tmpdir(), 'vanilla-kill-'));
      }
    }, 180_000);

    afterAll(async () => {
      await server?.kill();
      await drop?.();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    // An API in this process on the test's database, its scheduler idle: to seed, then to inspect.
    const openInProcess = async (runProjections: boolean): Promise<TestApp> =>
      startTestApp({
        databaseUrl,
        database: dataDir ? await createPgliteDatabase(dataDir) : undefined,
        runProjections,
        env: IDLE_SCHEDULER,
      });

    const startServer = () =>
      startAppServer({
        DATABASE_URL: databaseUrl ?? '',
        DATA_DIR: dataDir ?? 'memory://',
        EVENTSTORE_URL: '',
        SMTP_URL: '',
        PUBLIC_BASE_URL: 'https://app.example.com',
        TWILIO_MESSAGING_SERVICE_SID: SERVICE_SID,
        METRICS_TOKEN,
        FOLLOW_UP_PASS_MS: '200',
        LOG_LEVEL: 'warn',
      });

    // Mail the server has written and not delivered (no SMTP_URL: all of it), read over HTTP so
    // that the PGlite files stay the server's alone.
    const pendingMail = async (at: AppServer): Promise<number> => {
      const response = await fetch(`${at.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const line = /^mail_outbox_pending (\d+)$/m.exec(await response.text());
      if (!line) throw new Error('No mail_outbox_pending in /metrics');
      return Number(line[1]);
    };

    // A Super Pro manager's company with follow-ups on (round the clock, the first step by email
    // and text) since ten days, and PROPOSALS proposals shared three days ago and never opened,
    // their first step not due for weeks yet (slowPlan).
    const seed = async () => {
      const app = await openInProcess(true);
      try {
        const { agent, user, cookie } = await signUp(app.url);
        // Follow-ups go by email and text: the proposals' creator is on Super Pro.
        await activateSubscription(app.store, user.id, 'super_pro');
        await agent.put('/api/follow-up-plan').send(slowPlan()).expect(200);
        const { rows } = await app.db.query<{ company_id: string }>(
          `UPDATE follow_up_plans SET enabled_at = now() - interval '10 days'
            WHERE updated_by = $1 RETURNING company_id`,
          [user.id],
        );
        const companyId = rows[0].company_id;
        const sharedAt = Date.now() - 3 * DAY_MS;
        const proposals = Array.from({ length: PROPOSALS }, () =>
          newProposalFixture({ companyId, creatorId: user.id }),
        );
        for (const [i, proposal] of proposals.entries()) {
          await reserveToken(app.db, proposal);
          await appendProposalEvents(app.store, proposal, [
            sharedProposal({
              ...proposal,
              clientPhone: '+15125550123',
              sharedAt: new Date(sharedAt + i * 1000).toISOString(),
            }),
          ]);
        }
        await caughtUp([app]);
        const due = await app.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM follow_up_due WHERE due_at > now()',
        );
        expect(due.rows[0].count).toBe(PROPOSALS);
        const mail = await app.db.query<{ count: number }>(
          // As /metrics counts it.
          'SELECT count(*)::int AS count FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL',
        );
        return { proposals, mailBefore: mail.rows[0].count, cookie };
      } finally {
        await app.close();
      }
    };

    // A generous hang guard: each start of the built API took 10 to 30 s on PGlite on a busy
    // two-core machine.
    it('should record and deliver every due follow-up exactly once when the API is killed mid-pass and restarted', async () => {
      const { proposals, mailBefore, cookie } = await seed();
      const mailed = async (at: AppServer) => (await pendingMail(at)) - mailBefore;

      // Each round kills the server once a further share of the mail is written, while the rest
      // is still to be sent.
      const killedAt: number[] = [];
      for (let round = 1; round <= KILLS; round += 1) {
        server = await startServer();
        const running = server;
        if (round === 1) {
          // The manager brings the first step back to two days: every proposal's is a day overdue.
          await request(running.url)
            .put('/api/follow-up-plan')
            .set('Cookie', cookie)
            .send(roundTheClockPlan())
            .expect(200);
        }
        const threshold = Math.ceil((round * PROPOSALS) / (KILLS + 1));
        let seen = 0;
        await eventually(
          `${threshold} follow-up mails are written`,
          async () => (seen = await mailed(running)) >= threshold,
          WAIT_MS,
        );
        await running.kill();
        killedAt.push(seen);
      }

      // The last start finishes the work, then stops as an operator would stop it.
      server = await startServer();
      const last = server;
      await eventually(
        'every follow-up mail is written',
        async () => (await mailed(last)) >= PROPOSALS,
        WAIT_MS,
      );
      await eventually(
        'every projection has caught up',
        async () => {
          const health = (await (await fetch(`${last.url}/health`)).json()) as {
            projections: Array<{ events_behind: number }>;
          };
          return health.projections.every((projection) => projection.events_behind === 0);
        },
        WAIT_MS,
      );
      await last.stop();
      server = null;
      // Each kill came while follow-ups were still to be written (as last seen before it).
      expect(killedAt.filter((count) => count >= PROPOSALS)).toEqual([]);

      const app = await openInProcess(false);
      try {
        // Per proposal, its step sent once by email and once by text, and nothing else.
        const mailKeys: string[] = [];
        const textKeys: string[] = [];
        for (const { proposalId } of proposals) {
          const events = await followUpEvents(app, proposalId);
          expect(
            events.map((event) =>
              event.type === 'FollowUpSent'
                ? [event.type, event.data.stepId, event.data.channel]
                : [event.type],
            ),
          ).toEqual([
            ['FollowUpSent', 'not-viewed', 'email'],
            ['FollowUpSent', 'not-viewed', 'sms'],
          ]);
          mailKeys.push(`${events[0].id}:follow-up-email`);
          textKeys.push(`${events[1].id}:follow-up-sms`);
        }
        // One outbox row per event, and none beside them.
        const mails = await app.db.query<{ key: string }>(
          `SELECT idempotency_key AS key FROM mail_outbox WHERE idempotency_key LIKE '%:follow-up-email'`,
        );
        const texts = await app.db.query<{ key: string }>(
          `SELECT idempotency_key AS key FROM sms_outbox WHERE idempotency_key LIKE '%:follow-up-sms'`,
        );
        expect(mails.rows.map((row) => row.key).sort()).toEqual(mailKeys.sort());
        expect(texts.rows.map((row) => row.key).sort()).toEqual(textKeys.sort());
        // Nothing is left to send: no proposal waits with a step due.
        const due = await app.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM follow_up_due',
        );
        expect(due.rows[0].count).toBe(0);
      } finally {
        await app.close();
      }
    }, 420_000);
  });
}
