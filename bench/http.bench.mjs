// bench:http — the busiest read and write routes under kept-alive load (autocannon), each beside a
// bare route of the same Fastify server in the same run: the shared proposal a client opens
// (GET /api/proposal/{token}), the contractor's dashboard (GET /api/dashboard) and the view a
// client's open records (POST /api/track-proposal-view). For each route: its maximum throughput
// (BENCH_CONNECTIONS connections, as fast as it answers), then its latency at half that rate, and
// the API's CPU per request. A second bare route that asks the database `SELECT 1` first shows
// what one round trip costs, the ceiling of any route that reads. Targets: throughput >= 0.5x the bare route's, p99 <= 20 ms at half
// the maximum. Runs on DATABASE_URL (a scratch database on that server) or in-memory PGlite.
import { database, root, runLoad, withApi } from './push-kit.mjs';

const { DATABASE } = await import(`${root}apps/api/dist/infrastructure/database/database.js`);

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const PROPOSALS = Number(process.env.BENCH_PROPOSALS ?? 200);
// BENCH_ROUTES=dashboard,track: only the routes whose names contain one of these (and the bare one).
const ONLY = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
const targets = { throughput_ratio_to_bare: 0.5, p99_ms_at_half_rate: 20 };

// What a phone sends: a compressed answer is wanted, as from every browser.
const baseHeaders = { 'accept-encoding': 'br, gzip', 'content-type': 'application/json' };

// BENCH_CPU_PROFILE=<prefix>: a CPU profile of the API over each route's maximum-rate run, in
// <prefix>.<route>.cpuprofile.
const PROFILE = process.env.BENCH_CPU_PROFILE;

const load = (url, route, rate, onMeasuring) =>
  runLoad(
    new URL('./http-load.mjs', import.meta.url),
    {
      url,
      method: route.method,
      paths: route.paths,
      bodies: route.bodies,
      headers: { ...baseHeaders, ...route.headers },
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      rate,
    },
    onMeasuring,
  );

// Its maximum rate, then its latency at half of it; CPU per request from the API's process.
const measureRoute = async (url, name, route, measure) => {
  let max;
  if (PROFILE) {
    process.env.BENCH_CPU_PROFILE = `${PROFILE}.${name.replace(/\W+/g, '-')}.cpuprofile`;
    max = await measure((onMeasuring) => load(url, route, 0, onMeasuring));
  } else {
    max = await load(url, route, 0);
  }
  const half = await load(url, route, Math.max(1, Math.floor(max.requests_per_s / 2)));
  const cpuMsPerRequest = (run) => (run.cpu_percent.server * 10) / Math.max(1, run.requests_per_s);
  return {
    max_requests_per_s: max.requests_per_s,
    max_p99_ms: max.p99_ms,
    half_rate: Math.floor(max.requests_per_s / 2),
    half_p50_ms: half.p50_ms,
    half_p99_ms: half.p99_ms,
    errors: max.errors + half.errors,
    non_2xx: max.non_2xx + half.non_2xx,
    api_cpu_ms_per_request: cpuMsPerRequest(max),
    api_cpu_ms_per_request_at_half: cpuMsPerRequest(half),
    cpu_percent_at_max: max.cpu_percent,
  };
};

console.log(
  `bench:http on ${database}: ${CONNECTIONS} kept-alive connections, ${SECONDS} s per run after ${WARMUP_SECONDS} s of warm-up; a dashboard of ${PROPOSALS} proposals`,
);

// The bare route answers what the shared-proposal route answers, from memory.
let bareAnswer = {};
const results = await withApi(
  async ({ url, post, signUpManager, measure }) => {
    const cookie = await signUpManager(0);
    const tokens = [];
    for (let p = 0; p < PROPOSALS; p += 1) {
      const shared = await post(
        '/api/share-proposal',
        {
          proposalContent: `# Heat pump replacement ${p}\n\n## Summary\nA 3-ton heat pump with a new air handler.\n\n## Investment\n$12,400 installed, 10-year parts warranty.`,
          clientName: `Client ${p}`,
          clientAddress: `${100 + p} Main Street, Springfield`,
          companyName: 'Bench Heating & Air',
        },
        cookie,
      );
      tokens.push((await shared.json()).token);
    }
    bareAnswer = await (await fetch(`${url}/api/proposal/${tokens[0]}`)).json();
    const routes = {
      bare: { method: 'GET', paths: ['/bench/bare'] },
      // Not a target: the ceiling of any route that asks the database one thing.
      'bare + one query': { method: 'GET', paths: ['/bench/bare-query'] },
      'GET /api/proposal/{token}': {
        method: 'GET',
        paths: tokens.map((t) => `/api/proposal/${t}`),
      },
      'GET /api/dashboard': {
        method: 'GET',
        paths: ['/api/dashboard?include_team=true'],
        headers: { cookie },
      },
      'POST /api/track-proposal-view': {
        method: 'POST',
        paths: ['/api/track-proposal-view'],
        bodies: tokens.map((token) => JSON.stringify({ token })),
      },
    };
    const measured = {};
    for (const [name, route] of Object.entries(routes)) {
      if (!name.startsWith('bare') && ONLY && !ONLY.some((part) => name.includes(part))) continue;
      measured[name] = await measureRoute(url, name, route, measure);
    }
    return measured;
  },
  {
    beforeListen: (fastify, app) => {
      const db = app.get(DATABASE);
      fastify.get('/bench/bare', (_request, reply) => reply.send(bareAnswer));
      fastify.get('/bench/bare-query', async (_request, reply) => {
        await db.query('SELECT 1');
        return reply.send(bareAnswer);
      });
    },
  },
);

const bare = results.bare;
const verdicts = {};
for (const [name, r] of Object.entries(results)) {
  const ratio = r.max_requests_per_s / bare.max_requests_per_s;
  console.log(
    `${name.padEnd(32)} max ${String(Math.round(r.max_requests_per_s)).padStart(6)} req/s (${ratio.toFixed(2)}x bare)   at ${r.half_rate}/s: p50 ${r.half_p50_ms} ms, p99 ${r.half_p99_ms} ms   API CPU ${r.api_cpu_ms_per_request.toFixed(3)} ms/request   errors ${r.errors}, non-2xx ${r.non_2xx}`,
  );
  if (name.startsWith('bare')) continue;
  verdicts[name] = {
    throughput_ratio_to_bare: ratio,
    throughput: ratio >= targets.throughput_ratio_to_bare ? 'PASS' : 'MISS',
    p99_at_half_rate: r.half_p99_ms <= targets.p99_ms_at_half_rate ? 'PASS' : 'MISS',
  };
  console.log(
    `  targets: throughput >= ${targets.throughput_ratio_to_bare}x bare ${verdicts[name].throughput}, p99 <= ${targets.p99_ms_at_half_rate} ms at half rate ${verdicts[name].p99_at_half_rate}`,
  );
}
console.log(
  JSON.stringify({
    bench: 'http',
    database,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmup_seconds: WARMUP_SECONDS,
    proposals: PROPOSALS,
    results,
    verdicts,
    targets,
  }),
);
process.exit(0);
