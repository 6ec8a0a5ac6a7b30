// bench:push — with 200 dashboards connected and client views arriving at 500/s, the time from
// a track-proposal-view request to the updated row reaching the dashboards' sockets, beside a
// bare Socket.IO emit (an HTTP request that emits to the same sockets of the same room) measured
// in the same run. The dashboards belong to BENCH_COMPANIES companies (default 50: four managers
// watching each), and each view reaches its own company's dashboards only, as in production;
// BENCH_COMPANIES=1 puts all 200 on one company (100,000 socket frames a second at 500 views/s,
// more than one 2-core machine can send and receive in the same run, bare emit included).
// Each side first gets BENCH_WARMUP_SECONDS (default 5) of views at the same rate, not measured:
// a fresh process spends its first second compiling hot code and opening pool connections.
// Prints p50 and p99 and ends with one JSON line. Runs on DATABASE_URL (a scratch database on
// that server) or on in-memory PGlite.
import { bareServer, database, report, runLoad, targets, withApi } from './push-kit.mjs';

const DASHBOARDS = Number(process.env.BENCH_DASHBOARDS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 50);
const PROPOSALS_PER_COMPANY = 2;

const load = (args, onMeasuring) =>
  runLoad(
    new URL('./push-load.mjs', import.meta.url),
    {
      ...args,
      dashboards: DASHBOARDS,
      rate: RATE,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
    },
    onMeasuring,
  );

// Baseline: each view is an HTTP request that emits its token's count to its company's dashboards.
const bare = async () => {
  const views = new Map();
  const server = await bareServer(({ token }, io) => {
    const count = (views.get(token) ?? 0) + 1;
    views.set(token, count);
    io.to(`company:${token.split('-')[0]}`).emit('bare', { token, view_count: count });
  });
  const companies = Array.from({ length: COMPANIES }, (_, c) => ({
    cookie: '',
    query: `company=c${c}`,
    tokens: Array.from({ length: PROPOSALS_PER_COMPANY }, (_, p) => `c${c}-t${p}`),
  }));
  const result = await load({ url: server.url, companies, mode: 'bare' });
  server.close();
  return result;
};

const product = () =>
  withApi(async ({ url, seedCompanies, measure }) => {
    // One manager per company, each sharing its proposals; their cookies open the dashboards.
    const companies = await seedCompanies(
      COMPANIES,
      PROPOSALS_PER_COMPANY,
      (c, p) => `# Proposal ${c}-${p}\n\n## Summary\nBench.`,
    );
    return measure((onMeasuring) => load({ url, companies, mode: 'product' }, onMeasuring));
  });

console.log(
  `bench:push on ${database}: ${DASHBOARDS} dashboards of ${COMPANIES} companies, ${RATE} views/s for ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up at that rate`,
);
const baseline = await bare();
const ours = await product();
const ratios = report(baseline, 'track-proposal-view -> dashboard', ours);
console.log(
  JSON.stringify({
    bench: 'push',
    database,
    dashboards: DASHBOARDS,
    companies: COMPANIES,
    rate: RATE,
    seconds: SECONDS,
    warmup_seconds: WARMUP_SECONDS,
    bare: baseline,
    product: ours,
    ...ratios,
    targets,
  }),
);
process.exit(0);
