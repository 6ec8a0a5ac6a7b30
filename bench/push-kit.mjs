// What bench:push and bench:calls share on the API's side: the scratch database, the API started
// as in production but for rate limits, managers signing up, the bare Socket.IO baseline, the load
// process run beside them with the CPU of each process, and the printed report.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { Server } from 'socket.io';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
export const targets = { p50_ms: 5, p99_ms: 25 };

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

// Runs the load script in its own process and measures, from its first measured request to its
// last receipt, the CPU of this process (the API or the bare server), of the load process and of
// Postgres, each as a share of one core, and the server's CPU per measured request.
export const runLoad = (script, args, onMeasuring = () => undefined) =>
  new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(script), [JSON.stringify(args)]);
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
        const serverUsage = process.cpuUsage(before.server);
        const serverCpu = cpuSeconds(serverUsage);
        resolve({
          ...message.result,
          // What one request (a view, a call) of a paced load costs the server, pushes and
          // projections included.
          ...(args.rate
            ? { server_cpu_ms_per_request: (1000 * serverCpu) / (args.rate * args.seconds) }
            : {}),
          cpu_percent: {
            server: share(serverCpu),
            // Of the server's share, the kernel's: system calls (socket writes and reads).
            server_system: share(serverUsage.system / 1e6),
            load: share(message.result.load_cpu_seconds),
            postgres: share(postgresCpuSeconds() - before.postgres),
          },
        });
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => code && reject(new Error(`load process exited with ${code}`)));
  });

// Baseline: a plain Socket.IO server where each POST to /bare emits one row to the dashboards of
// one company, which `emit(body, io)` chooses. Dashboards join `company:<their query's company>`.
export const bareServer = async (emit) => {
  const http = createServer();
  const io = new Server(http, { serveClient: false });
  io.on('connection', (socket) => socket.join(`company:${socket.handshake.query.company}`));
  http.on('request', (request, response) => {
    if (!request.url?.startsWith('/bare')) return;
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      emit(JSON.parse(body), io);
      response.end('{"success":true}');
    });
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${http.address().port}`, close: () => io.close() };
};

// On DATABASE_URL, a scratch database made for the run and dropped after it; else in-memory PGlite.
const scratchDatabase = async () => {
  if (!process.env.DATABASE_URL) return { databaseUrl: '', drop: async () => undefined };
  const name = `vanilla_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const parsed = new URL(process.env.DATABASE_URL);
  parsed.pathname = `/${name}`;
  return {
    databaseUrl: parsed.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};

// With BENCH_CPU_PROFILE=<file>, a V8 CPU profile of the API's process over the measured part of
// the run only (not the sign-ups nor the warm-up), to open in Chrome's DevTools: where the API's
// CPU per request goes.
const cpuProfiler = async () => {
  const file = process.env.BENCH_CPU_PROFILE;
  if (!file) return { start: () => undefined, stop: async () => undefined };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  let started = null;
  return {
    start: () => {
      started = session.post('Profiler.start');
    },
    stop: async () => {
      await started;
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      console.log(`CPU profile of the measured run: ${file}`);
    },
  };
};

// Runs `work({app, url, post, signUpManager, measure})` against the API in test mode with its
// projections, on a scratch database, and closes both after it, also after a failure.
// `measure(run)` runs a load (`run(onMeasuring)`) and adds the API's event-loop delay over it.
// `beforeListen(fastify, app)` may add routes of its own to the API's server.
// With `redisUrl`, the API keeps what it shares between instances in that Redis (Socket.IO's
// adapter, rate limits, presence) under a prefix of this run's own.
export const withApi = async (work, { beforeListen = () => undefined, redisUrl } = {}) => {
  const { databaseUrl, drop } = await scratchDatabase();
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
    RATE_LIMIT_PRESENCE: '1000000/1m',
    ...(redisUrl && {
      REDIS_URL: redisUrl,
      RATE_LIMIT_PREFIX: `bench-${randomBytes(4).toString('hex')}`,
    }),
  });
  const app = await createApp({ config, runProjections: true, logger: false });
  try {
    beforeListen(app.getHttpAdapter().getInstance(), app);
    await app.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${app.getHttpServer().address().port}`;
    const post = (path, body, cookie = '') =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
    // A manager of a company of their own; their cookie opens that company's dashboards.
    const signUpManager = async (c) => {
      const signup = await post('/auth/member/register', {
        email: `bench-${c}-${Date.now()}@example.com`,
        username: `Bench Manager ${c}`,
        password: 'bench-password',
      });
      return signup.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; ');
    };
    // `companies` managers, each sharing `perCompany` proposals of `content(c, p)`: what the
    // load scripts open dashboards and send requests for.
    const seedCompanies = async (companies, perCompany, content) => {
      const seeded = [];
      for (let c = 0; c < companies; c += 1) {
        const cookie = await signUpManager(c);
        const tokens = [];
        for (let p = 0; p < perCompany; p += 1) {
          const shared = await post(
            '/api/share-proposal',
            { proposalContent: content(c, p), clientName: `Client ${c}-${p}` },
            cookie,
          );
          tokens.push((await shared.json()).token);
        }
        seeded.push({ cookie, query: '', tokens });
      }
      return seeded;
    };
    const measure = async (run) => {
      const loopDelay = monitorEventLoopDelay({ resolution: 1 });
      loopDelay.enable();
      const profiler = await cpuProfiler();
      const result = await run(() => {
        loopDelay.reset();
        profiler.start();
      });
      loopDelay.disable();
      await profiler.stop();
      // The API's own event-loop delay over the run: a stall here delays every request and push.
      return {
        ...result,
        api_loop_delay_p99_ms: loopDelay.percentile(99) / 1e6,
        api_loop_delay_max_ms: loopDelay.max / 1e6,
      };
    };
    return await work({ app, url, post, signUpManager, seedCompanies, measure });
  } finally {
    await app.close();
    await drop();
  }
};

const row = (name, r) =>
  `${name.padEnd(34)} p50 ${String(r.p50_ms?.toFixed(2)).padStart(7)} ms   p99 ${String(r.p99_ms?.toFixed(2)).padStart(7)} ms   rate ${r.achieved_rate}/s   receipts ${r.receipts}/${r.expected_receipts}   failures ${r.failures}`;
const cpu = ({ cpu_percent: c, server_cpu_ms_per_request: perRequest }) =>
  `  CPU (% of one core): server ${c.server}, load generator ${c.load}, Postgres ${c.postgres}; total ${c.server + c.load + c.postgres} of 200; server ${perRequest.toFixed(2)} ms per request (${Math.round((100 * c.server_system) / c.server)}% of it in system calls)`;

// The baseline's and the product's lines, the targets' verdicts, and the ratios for the JSON.
export const report = (baseline, name, ours) => {
  console.log(row('bare Socket.IO emit (baseline)', baseline));
  console.log(cpu(baseline));
  console.log(row(name, ours));
  console.log(cpu(ours));
  console.log(
    `  of which the request itself (append committed): p50 ${ours.response_p50_ms?.toFixed(2)} ms, p99 ${ours.response_p99_ms?.toFixed(2)} ms; API event-loop delay p99 ${ours.api_loop_delay_p99_ms.toFixed(2)} ms, max ${ours.api_loop_delay_max_ms.toFixed(2)} ms; load process's p99 ${ours.load_loop_delay_p99_ms.toFixed(2)} ms, max ${ours.load_loop_delay_max_ms.toFixed(2)} ms`,
  );
  console.log(
    `targets: p50 <= ${targets.p50_ms} ms ${ours.p50_ms <= targets.p50_ms ? 'PASS' : 'MISS'}, p99 <= ${targets.p99_ms} ms ${ours.p99_ms <= targets.p99_ms ? 'PASS' : 'MISS'}; p50 ratio to bare ${(ours.p50_ms / baseline.p50_ms).toFixed(2)}x`,
  );
  return {
    p50_ratio_to_bare: ours.p50_ms / baseline.p50_ms,
    p99_ratio_to_bare: ours.p99_ms / baseline.p99_ms,
  };
};
