// bench:reports — GET /api/reports/{id} for each template (Performance, Financial, Customer,
// Operations) over a company of BENCH_PROPOSALS proposals (default 100,000) and BENCH_CALLS calls
// (default 100,000), next to GET /api/dashboard?include_team=true for the same company (the
// baseline) in the same run. The read models are seeded directly with SQL, as the projections
// would have written them (proposal summaries, the reports' proposals, calls, jobs' money, and a
// contact per five proposals), since replaying 300,000 events is not what is measured. Each
// target is asked BENCH_REQUESTS times (default 100, after 10 unmeasured), one request at a time,
// the targets taking turns. Prints p50/p99 per target, the verdict (each report's p99 at most the
// dashboard's), and one JSON line. Runs on DATABASE_URL (a scratch database on that server) or on
// in-memory PGlite.
import { database, root, withApi } from './push-kit.mjs';

const PROPOSALS = Number(process.env.BENCH_PROPOSALS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARMUP = 10;

const { DATABASE } = await import(`${root}apps/api/dist/infrastructure/database/database.js`);

// Everything spread over the year before 2026-11-01, in one company of one manager.
const seed = async (db, companyId, userId) => {
  const params = [companyId, userId];
  const started = performance.now();
  await db.query(
    `INSERT INTO proposal_summaries (proposal_id, token, company_id, creator_id, title,
       client_name, value, status, view_count, created_at, shared_at, last_activity_at, signed_at)
     SELECT 'bp-' || i, 'bt-' || i, $1, $2, 'Proposal ' || i, 'Client ' || i, (i % 500) * 25,
       CASE WHEN i % 4 = 0 THEN 'accepted' WHEN i % 2 = 0 THEN 'viewed' ELSE 'sent' END,
       i % 3, at, at, at + interval '1 day', CASE WHEN i % 4 = 0 THEN at + interval '2 days' END
     FROM generate_series(1, ${PROPOSALS}) AS i,
       LATERAL (SELECT timestamptz '2025-11-01' + (i * interval '315 seconds') AS at) t`,
    params,
  );
  await db.query(
    `INSERT INTO report_proposals (proposal_id, company_id, creator_id, created_at, shared_at,
       first_viewed_at, signed_at, value)
     SELECT proposal_id, company_id, creator_id, created_at, shared_at,
       CASE WHEN view_count > 0 THEN shared_at + interval '3 hours' END, signed_at, value
     FROM proposal_summaries WHERE company_id = $1`,
    [companyId],
  );
  await db.query(
    `INSERT INTO report_jobs (job_id, company_id, team_member_id)
     SELECT proposal_id, company_id, creator_id FROM report_proposals
      WHERE company_id = $1 AND signed_at IS NOT NULL`,
    [companyId],
  );
  await db.query(
    `INSERT INTO report_money (entry_id, job_id, company_id, kind, cents, at, day)
     SELECT 'invoice:' || proposal_id, proposal_id, company_id, 'invoiced',
       round(value * 100)::bigint, signed_at + interval '5 days', NULL
       FROM report_proposals WHERE company_id = $1 AND signed_at IS NOT NULL
     UNION ALL
     SELECT 'payment:' || proposal_id, proposal_id, company_id, 'paid',
       round(value * 100)::bigint, NULL, (signed_at + interval '20 days')::date
       FROM report_proposals WHERE company_id = $1 AND signed_at IS NOT NULL`,
    [companyId],
  );
  await db.query(
    `INSERT INTO report_calls (call_id, company_id, owner_id, receptionist_id, from_number,
       provider, routed_to, after_hours, answered, duration_seconds, started_at)
     SELECT 'bc-' || i, $1, $2, 'rec-bench', '+1512555' || lpad((i % 10000)::text, 4, '0'),
       CASE WHEN i % 5 = 0 THEN 'twilio' ELSE 'vapi' END,
       CASE WHEN i % 5 = 0 THEN 'forward' ELSE 'ai' END, i % 3 = 0, i % 10 <> 0, 30 + i % 600,
       timestamptz '2025-11-01' + (i * interval '315 seconds')
     FROM generate_series(1, ${CALLS}) AS i`,
    params,
  );
  const stages = `(ARRAY['Lead','Request','Proposal Sent','Proposal Completed','Job Assigned',
    'Job Completed','Paid'])[1 + i % 7]`;
  await db.query(
    `INSERT INTO contacts (contact_id, company_id, owner_id, member_ids, name, stage, source,
       created_at, last_activity_at, stage_since)
     SELECT 'bct-' || i, $1, $2, ARRAY[$2], 'Contact ' || i, ${stages},
       (ARRAY['call','proposal','manual'])[1 + i % 3], at, at + interval '10 days',
       at + interval '5 days'
     FROM generate_series(1, ${Math.round(PROPOSALS / 5)}) AS i,
       LATERAL (SELECT timestamptz '2025-11-01' + (i * interval '1575 seconds') AS at) t`,
    params,
  );
  await db.query('ANALYZE');
  return Math.round(performance.now() - started);
};

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

await withApi(async ({ app, url, signUpManager }) => {
  const cookie = await signUpManager(0);
  const db = app.get(DATABASE);
  const { rows } = await db.query(
    'SELECT id, company_id FROM users ORDER BY created_at DESC LIMIT 1',
  );
  const { id: userId, company_id: companyId } = rows[0];
  const seedMs = await seed(db, companyId, userId);
  const get = async (path) => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - started;
  };
  const targets = { dashboard: '/api/dashboard?include_team=true' };
  for (const template of ['performance', 'financial', 'customer', 'operations']) {
    const response = await fetch(`${url}/api/reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        name: `Bench ${template}`,
        template,
        from: '2025-11-01',
        to: '2026-10-31',
        timezone: 'America/Chicago',
      }),
    });
    const { report } = await response.json();
    targets[template] = `/api/reports/${report.id}`;
  }
  const times = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 0; round < WARMUP + REQUESTS; round++) {
    const names = Object.keys(targets);
    if (round % 2) names.reverse();
    for (const name of names) {
      const ms = await get(targets[name]);
      if (round >= WARMUP) times[name].push(ms);
    }
    if (round % 10 === 9) console.error(`round ${round + 1} of ${WARMUP + REQUESTS}`);
  }
  const results = Object.fromEntries(
    Object.entries(times).map(([name, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return [name, { p50_ms: percentile(sorted, 0.5), p99_ms: percentile(sorted, 0.99) }];
    }),
  );
  console.log(
    `bench:reports on ${database}: ${PROPOSALS} proposals, ${CALLS} calls, ${Math.round(PROPOSALS / 5)} contacts (seeded in ${seedMs} ms); ${REQUESTS} requests each, one at a time`,
  );
  const baseline = results.dashboard.p99_ms;
  let pass = true;
  for (const [name, r] of Object.entries(results)) {
    const verdict =
      name === 'dashboard'
        ? '(baseline)'
        : r.p99_ms <= baseline
          ? 'PASS'
          : ((pass = false), 'MISS');
    console.log(
      `${(name === 'dashboard' ? 'GET /api/dashboard' : `GET /api/reports/{id} ${name}`).padEnd(34)} p50 ${r.p50_ms.toFixed(2).padStart(8)} ms   p99 ${r.p99_ms.toFixed(2).padStart(8)} ms   ${verdict}`,
    );
  }
  console.log(`target: every report's p99 <= the dashboard's p99: ${pass ? 'PASS' : 'MISS'}`);
  console.log(
    JSON.stringify({
      bench: 'reports',
      database,
      proposals: PROPOSALS,
      calls: CALLS,
      requests: REQUESTS,
      seed_ms: seedMs,
      results,
      pass,
    }),
  );
});
