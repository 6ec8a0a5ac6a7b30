// bench:presence — at bench:push's load (200 dashboards of 50 companies, 500 reports/s), the time
// from a client's "viewing now" report (POST /api/proposals/{token}/presence) to the proposal's
// dashboards' sockets seeing `proposal.presence`. Presence is not written to the log: this is the
// presence store and the socket push. With REDIS_URL both go through Redis, as with several
// instances (the store's scripts, Socket.IO's Redis adapter); without, one instance's memory.
// Same knobs as bench:push (BENCH_DASHBOARDS, BENCH_RATE, BENCH_SECONDS, BENCH_WARMUP_SECONDS,
// BENCH_COMPANIES). Prints p50 and p99 against the push targets and ends with one JSON line.
import { database, runLoad, targets, withApi } from './push-kit.mjs';

const DASHBOARDS = Number(process.env.BENCH_DASHBOARDS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 50);
const PROPOSALS_PER_COMPANY = 2;
const SECTIONS = ['Summary', 'Scope of Work', 'Investment', 'Warranty'];

const REDIS_URL = process.env.REDIS_URL;

const result = await withApi(
  async ({ url, seedCompanies, measure }) => {
    const companies = await seedCompanies(
      COMPANIES,
      PROPOSALS_PER_COMPANY,
      (c, p) =>
        `# Proposal ${c}-${p}\n\n${SECTIONS.map((title) => `## ${title}\nBench.`).join('\n\n')}`,
    );
    return measure((onMeasuring) =>
      runLoad(
        new URL('./presence-load.mjs', import.meta.url),
        {
          url,
          companies,
          sections: SECTIONS,
          dashboards: DASHBOARDS,
          rate: RATE,
          seconds: SECONDS,
          warmupSeconds: WARMUP_SECONDS,
        },
        onMeasuring,
      ),
    );
  },
  { redisUrl: REDIS_URL },
);

const store = REDIS_URL ? 'redis' : 'memory';
console.log(
  `bench:presence on ${database}, presence in ${store}: ${DASHBOARDS} dashboards of ${COMPANIES} companies, ${RATE} reports/s for ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up`,
);
console.log(
  `report -> dashboard  p50 ${result.p50_ms?.toFixed(2)} ms   p99 ${result.p99_ms?.toFixed(2)} ms   rate ${result.achieved_rate}/s   receipts ${result.receipts}/${result.expected_receipts}   failures ${result.failures}`,
);
console.log(
  `targets: p50 <= ${targets.p50_ms} ms ${result.p50_ms <= targets.p50_ms ? 'PASS' : 'MISS'}, p99 <= ${targets.p99_ms} ms ${result.p99_ms <= targets.p99_ms ? 'PASS' : 'MISS'}`,
);
console.log(
  JSON.stringify({
    bench: 'presence',
    database,
    store,
    dashboards: DASHBOARDS,
    companies: COMPANIES,
    rate: RATE,
    seconds: SECONDS,
    warmup_seconds: WARMUP_SECONDS,
    result,
    targets,
  }),
);
process.exit(0);
