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
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { Server } from 'socket.io';

const root = fileURLToPath(new URL('..', import.meta.url));
const DASHBOARDS = Number(process.env.BENCH_DASHBOARDS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 50);
const PROPOSALS_PER_COMPANY = 2;

const { createApp } = await import(`${root}apps/api/dist/bootstrap.js`);
const { loadConfig } = await import(`${root}apps/api/dist/config/app-config.js`);

// CPU seconds used so far by every Postgres process of this machine (Linux /proc; 0 elsewhere):
// with the API and the load generator, it shows how much of the two cores a run needs.
const postgresCpuSeconds = () => {
  let ticks = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (!stat.includes('(postgres)')) continue;
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // The process ended while being read.
      }
    }
  } catch {
    return 0;
  }
  return ticks / 100;
};

const cpuSeconds = (usage) => (usage.user + usage.system) / 1e6;

// Runs the load in its own process and measures, from its first measured view to its last receipt, the
// CPU of this process (the API or the bare server), of the load process and of Postgres, each as
// a share of one core.
const runLoad = (args, onMeasuring = () => undefined) =>
  new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./push-load.mjs', import.meta.url)), [
      JSON.stringify({
        ...args,
        dashboards: DASHBOARDS,
        rate: RATE,
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
      }),
    ]);
    let before = null;
    child.on('message', (message) => {
      if (message.ready) child.send('go');
      if (message.measuring) {
        onMeasuring();
        before = {
          at: performance.now(),
          server: process.cpuUsage(),
          postgres: postgresCpuSeconds(),
        };
      }
      if (message.result) {
        const seconds = (performance.now() - before.at) / 1000;
        const share = (cpu) => Math.round((100 * cpu) / seconds);
        resolve({
          ...message.result,
          cpu_percent: {
            server: share(cpuSeconds(process.cpuUsage(before.server))),
            load: share(message.result.load_cpu_seconds),
            postgres: share(postgresCpuSeconds() - before.postgres),
          },
        });
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => code && reject(new Error(`load process exited with ${code}`)));
  });

// Baseline: a plain Socket.IO server where each HTTP request emits one row to every dashboard.
const bare = async () => {
  const http = createServer();
  const ioServer = new Server(http, { serveClient: false });
  const views = new Map();
  ioServer.on('connection', (socket) => socket.join(`company:${socket.handshake.query.company}`));
  http.on('request', (request, response) => {
    if (!request.url?.startsWith('/bare')) return;
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const { token } = JSON.parse(body);
      const count = (views.get(token) ?? 0) + 1;
      views.set(token, count);
      ioServer.to(`company:${token.split('-')[0]}`).emit('bare', { token, view_count: count });
      response.end('{"success":true}');
    });
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${http.address().port}`;
  const companies = Array.from({ length: COMPANIES }, (_, c) => ({
    cookie: '',
    query: `company=c${c}`,
    tokens: Array.from({ length: PROPOSALS_PER_COMPANY }, (_, p) => `c${c}-t${p}`),
  }));
  const result = await runLoad({ url, companies, mode: 'bare' });
  ioServer.close();
  return result;
};

const product = async () => {
  let drop = async () => undefined;
  let databaseUrl = '';
  if (process.env.DATABASE_URL) {
    const name = `vanilla_bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const parsed = new URL(process.env.DATABASE_URL);
    parsed.pathname = `/${name}`;
    databaseUrl = parsed.toString();
    drop = async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    DATABASE_URL: databaseUrl,
    WEB_DIST_DIR: '/nonexistent',
    // The load comes from one address standing for many clients: no per-address or per-link
    // limit may stop it.
    RATE_LIMIT_SIGN_UP: '1000000/1m',
    RATE_LIMIT_SHARE_LINK_PER_IP: '1000000/1m',
    RATE_LIMIT_SHARE_LINK_PER_TOKEN: '1000000/1m',
  });
  const app = await createApp({ config, runProjections: true, logger: false });
  try {
    await app.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${app.getHttpServer().address().port}`;
    const post = (path, body, cookie = '') =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
    // One manager per company, each sharing its proposals; their cookies open the dashboards.
    const companies = [];
    for (let c = 0; c < COMPANIES; c += 1) {
      const signup = await post('/auth/member/register', {
        email: `bench-${c}-${Date.now()}@example.com`,
        username: `Bench Manager ${c}`,
        password: 'bench-password',
      });
      const cookie = signup.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; ');
      const tokens = [];
      for (let p = 0; p < PROPOSALS_PER_COMPANY; p += 1) {
        const shared = await post(
          '/api/share-proposal',
          {
            proposalContent: `# Proposal ${c}-${p}\n\n## Summary\nBench.`,
            clientName: `Client ${c}-${p}`,
          },
          cookie,
        );
        tokens.push((await shared.json()).token);
      }
      companies.push({ cookie, query: '', tokens });
    }
    const loopDelay = monitorEventLoopDelay({ resolution: 1 });
    loopDelay.enable();
    const result = await runLoad({ url, companies, mode: 'product' }, () => loopDelay.reset());
    loopDelay.disable();
    // The API's own event-loop delay over the run: a stall here delays every request and push.
    return {
      ...result,
      api_loop_delay_p99_ms: loopDelay.percentile(99) / 1e6,
      api_loop_delay_max_ms: loopDelay.max / 1e6,
    };
  } finally {
    await app.close();
    await drop();
  }
};

const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
console.log(
  `bench:push on ${database}: ${DASHBOARDS} dashboards of ${COMPANIES} companies, ${RATE} views/s for ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up at that rate`,
);
const baseline = await bare();
const ours = await product();
const row = (name, r) =>
  `${name.padEnd(34)} p50 ${String(r.p50_ms?.toFixed(2)).padStart(7)} ms   p99 ${String(r.p99_ms?.toFixed(2)).padStart(7)} ms   rate ${r.achieved_rate}/s   receipts ${r.receipts}/${r.expected_receipts}   failures ${r.failures}`;
const cpu = ({ cpu_percent: c }) =>
  `  CPU (% of one core): server ${c.server}, load generator ${c.load}, Postgres ${c.postgres}; total ${c.server + c.load + c.postgres} of 200`;
console.log(row('bare Socket.IO emit (baseline)', baseline));
console.log(cpu(baseline));
console.log(row('track-proposal-view -> dashboard', ours));
console.log(cpu(ours));
console.log(
  `  of which the request itself (append committed): p50 ${ours.response_p50_ms?.toFixed(2)} ms, p99 ${ours.response_p99_ms?.toFixed(2)} ms; API event-loop delay p99 ${ours.api_loop_delay_p99_ms.toFixed(2)} ms, max ${ours.api_loop_delay_max_ms.toFixed(2)} ms; load process's p99 ${ours.load_loop_delay_p99_ms.toFixed(2)} ms, max ${ours.load_loop_delay_max_ms.toFixed(2)} ms`,
);
const targets = { p50_ms: 5, p99_ms: 25 };
console.log(
  `targets: p50 <= ${targets.p50_ms} ms ${ours.p50_ms <= targets.p50_ms ? 'PASS' : 'MISS'}, p99 <= ${targets.p99_ms} ms ${ours.p99_ms <= targets.p99_ms ? 'PASS' : 'MISS'}; p50 ratio to bare ${(ours.p50_ms / baseline.p50_ms).toFixed(2)}x`,
);
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
    p50_ratio_to_bare: ours.p50_ms / baseline.p50_ms,
    p99_ratio_to_bare: ours.p99_ms / baseline.p99_ms,
    targets,
  }),
);
process.exit(0);
