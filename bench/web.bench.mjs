// bench:web — what a phone on a slow network downloads and waits for, page by page: the built app
// served by the real API (`node apps/api/dist/main.js`, in-memory database), opened in Debian's
// Chromium with the network throttled to 1.6 Mbps down, 750 kbps up and 150 ms round trips and the
// CPU slowed 4x, a fresh browser context (cold cache) per load, BENCH_RUNS loads (default 5) of
// each page, taking turns. For each page it prints the compressed bytes the browser received (JS,
// CSS, everything), the largest contentful paint and the moment the page is usable (see READY),
// medians, beside the same figures for a static HTML page without script or stylesheet served by
// the same server in the same run; then the budgets and targets as PASS/MISS, and one JSON line.
// It expects the build (`npm run bench:web` builds first); BENCH_WEB_DIST serves another web build.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const webDist = process.env.BENCH_WEB_DIST ?? join(root, 'apps/web/dist');
const BASELINE_FILE = 'bench-baseline.html';

// The profile: a mid-range phone on a poor mobile network (Lighthouse's "slow 4G" figures).
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
};

// Budgets in kB of 1,000 bytes (the stricter reading), of what the browser received: the
// compressed bodies, without headers.
const BUDGETS = [
  { page: 'landing', what: 'js', limit_kb: 150 },
  { page: 'shared-proposal', what: 'js', limit_kb: 100 },
  { page: 'shared-proposal', what: 'css', limit_kb: 15 },
];
const TARGETS = [
  { page: 'shared-proposal', what: 'lcp', limit_ms: 1500 },
  { page: 'shared-proposal', what: 'ready', limit_ms: 2500 },
];

// When a page counts as usable ("ready"), checked every 10 ms in the page from its first byte:
// its main control is on screen and React has attached its handler to it (React keeps a node's
// props under a `__reactProps$…` key; server-rendered HTML has no such key before it hydrates).
// For the baseline, which has no script, it is the end of DOMContentLoaded.
const READY_HELPERS = `
  const handles = (el, name) => !!el && Object.keys(el).some(
    (key) => key.startsWith('__reactProps$') && typeof el[key][name] === 'function');
  const byText = (selector, text) => [...document.querySelectorAll(selector)].find(
    (el) => el.textContent.trim() === text || el.getAttribute('aria-label') === text);
`;
const PAGES = [
  {
    name: 'baseline',
    path: `/${BASELINE_FILE}`,
    ready: 'the end of DOMContentLoaded',
    check: `performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd > 0`,
  },
  {
    name: 'landing',
    path: '/',
    ready: 'the proposal prompt form handles submit',
    check: `handles(byText('button', 'Generate proposal')?.form, 'onSubmit')`,
  },
  {
    name: 'pricing',
    path: '/pricing',
    ready: 'the Free plan button handles click',
    check: `handles(document.querySelector('[data-testid="plan-button-free"]'), 'onClick')`,
  },
  {
    name: 'signin',
    path: '/signin',
    ready: 'the sign-in form handles submit',
    check: `handles(byText('button', 'Sign in')?.form, 'onSubmit')`,
  },
  {
    name: 'shared-proposal',
    path: '/shared-proposal/{token}',
    ready: '"Sign This Proposal" is enabled and handles click (hydrated)',
    check: `(() => { const b = byText('button', 'Sign This Proposal'); return !!b && !b.disabled && handles(b, 'onClick'); })()`,
  },
  {
    name: 'business-proposals',
    path: '/business/proposals',
    signedIn: true,
    ready: 'the shared proposals are listed and "Create Proposal" handles click',
    check: `!!byText('main *', 'Dana Smith') && handles(byText('a', 'Create Proposal'), 'onClick')`,
  },
];

// A page of the same size class as the app's smallest: a title, a heading and two paragraphs.
const BASELINE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Baseline · Vanilla</title>
  </head>
  <body>
    <main>
      <h1>Heat Pump Installation Proposal</h1>
      <p>Prepared for Dana Smith, 12 Oak Lane, Austin, TX, by Cool Air HVAC. This page has no
      script and no stylesheet: it is what the network and the browser cost on their own.</p>
      <p>A 3-ton heat pump replaces the old furnace and air conditioner, with a new thermostat,
      a ten-year parts warranty and a two-year labour warranty.</p>
    </main>
  </body>
</html>
`;

const PROPOSAL = [
  '# Heat Pump Installation Proposal',
  '',
  '## Summary',
  'Cool Air HVAC proposes to replace the 18-year-old gas furnace and split air conditioner at',
  '12 Oak Lane with a **3-ton variable-speed heat pump** and a matched air handler. The new system',
  'heats and cools from one unit, cuts the yearly energy bill by an estimated 35%, and qualifies',
  'for the federal tax credit for efficient heat pumps.',
  '',
  '## Scope of Work',
  '1. Recover the refrigerant and remove the old furnace, condenser and line set',
  '2. Set a new composite pad and install the outdoor heat pump',
  '3. Install the air handler in the existing closet, with a new filter rack',
  '4. Run a new insulated line set, condensate drain and a dedicated 240 V circuit',
  '5. Install and program a smart thermostat, then commission and balance the system',
  '',
  '## Equipment',
  '- 3-ton, 18 SEER2 variable-speed heat pump',
  '- Matched multi-speed air handler with 10 kW backup heat strip',
  '- Wi-Fi smart thermostat with humidity control',
  '',
  '## Timeline',
  'The work takes two days. We start within ten business days of your signature and leave the',
  'house heated or cooled overnight.',
  '',
  '## Warranty',
  '- 10 years on parts, registered by us with the manufacturer',
  '- 2 years on labour',
  '- 1 year of free maintenance visits, spring and fall',
  '',
  '## Investment',
  '- Standard: $12,500',
  '- Deposit: 10% at signature, the balance on completion',
].join('\n');

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// The web build in a scratch directory with the baseline page beside it (and its brotli copy, as
// the build's precompress step writes for every page), so the product gets no extra route. The
// server renderer the API loads from beside the build (dist-server) comes along.
const webWithBaseline = async () => {
  const scratch = await mkdtemp(join(tmpdir(), 'vanilla-bench-web-'));
  const dir = join(scratch, 'dist');
  await cp(webDist, dir, { recursive: true });
  const renderer = join(webDist, '..', 'dist-server');
  if (existsSync(renderer)) await cp(renderer, join(scratch, 'dist-server'), { recursive: true });
  await writeFile(join(dir, BASELINE_FILE), BASELINE_HTML);
  await writeFile(join(dir, `${BASELINE_FILE}.br`), brotliCompressSync(BASELINE_HTML));
  return { dir, remove: () => rm(scratch, { recursive: true, force: true }) };
};

// The production server as `npm start` runs it, on a free port and an in-memory database, with
// rate limits that the bench's repeated loads from one address cannot reach.
const startServer = async (webDir) => {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: 'memory://',
      WEB_DIST_DIR: webDir,
      RATE_LIMIT_PREFIX: `bench-web-${Date.now()}`,
      RATE_LIMIT_SHARE_LINK_PER_IP: '1000000/1m',
      RATE_LIMIT_SHARE_LINK_PER_TOKEN: '1000000/1m',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited while starting:\n${output}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not start within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
};

// A manager with two shared proposals: their session cookies open the dashboard, and the first
// proposal's token the client's page.
const seed = async (url) => {
  const post = (path, body, cookie = '') =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, cookie },
      body: JSON.stringify(body),
    });
  const signUp = await post('/auth/member/register', {
    email: `bench.web.${Date.now()}@example.com`,
    username: 'Sam Owner',
    password: 'bench-password-1',
    company_name: 'Cool Air HVAC',
  });
  if (!signUp.ok) throw new Error(`Sign-up failed with ${signUp.status}`);
  const cookies = signUp.headers.getSetCookie().map((value) => {
    const [pair] = value.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const tokens = [];
  for (const [clientName, clientAddress] of [
    ['Dana Smith', '12 Oak Lane, Austin, TX'],
    ['Lee Park', '4 Elm Street, Austin, TX'],
  ]) {
    const shared = await post(
      '/api/share-proposal',
      {
        proposalContent: PROPOSAL,
        clientName,
        clientAddress,
        companyName: 'Cool Air HVAC',
        templateChoice: 'professional',
        keySellingPoints: { price: '$12,500' },
      },
      cookie,
    );
    if (!shared.ok) throw new Error(`Sharing failed with ${shared.status}`);
    tokens.push((await shared.json()).token);
  }
  return { cookies, token: tokens[0] };
};

const initScript = (check) => `
  window.__bench = { lcp: null, ready: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  ${READY_HELPERS}
  const poll = () => {
    let ready = false;
    try { ready = ${check}; } catch { ready = false; }
    if (ready) window.__bench.ready = performance.now();
    else setTimeout(poll, 10);
  };
  poll();
`;

const QUIET_MS = 1000;
const LOAD_TIMEOUT_MS = 60_000;

// One cold load of one page: every response's compressed body size by kind, LCP and ready.
const loadOnce = async (browser, url, page, { cookies, token }) => {
  const context = await browser.newContext(PHONE);
  try {
    if (page.signedIn) await context.addCookies(cookies);
    await context.addInitScript({ content: initScript(page.check) });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    // Socket.IO's long polls stay open by design: they neither count as pending nor as activity.
    const live = (request) => request.url().includes('/socket.io/');
    let pending = 0;
    let lastActivity = Date.now();
    const finished = [];
    tab.on('request', (request) => {
      if (live(request)) return;
      pending += 1;
      lastActivity = Date.now();
    });
    const settle = (request) => {
      if (live(request)) return;
      pending -= 1;
      lastActivity = Date.now();
    };
    tab.on('requestfailed', settle);
    tab.on('requestfinished', (request) => {
      settle(request);
      finished.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          return {
            url: request.url(),
            type: request.resourceType(),
            bytes: sizes.responseBodySize,
            encoding: (await response?.headerValue('content-encoding')) ?? null,
          };
        })(),
      );
    });

    const path = page.path.replace('{token}', token);
    const started = Date.now();
    await tab.goto(`${url}${path}`, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await tab.waitForFunction(() => globalThis.__bench.ready !== null, null, {
      timeout: LOAD_TIMEOUT_MS - (Date.now() - started),
      polling: 100,
    });
    // Chunks a page loads after it is usable count too: wait until nothing was asked for a second.
    while (pending > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() - started > LOAD_TIMEOUT_MS) throw new Error(`${path} never went quiet`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { lcp, ready } = await tab.evaluate(() => globalThis.__bench);
    const responses = await Promise.all(finished);
    const sum = (type) =>
      responses.filter((r) => !type || r.type === type).reduce((all, r) => all + r.bytes, 0);
    const scripts = responses.filter((r) => r.type === 'script');
    return {
      js_bytes: sum('script'),
      css_bytes: sum('stylesheet'),
      total_bytes: sum(),
      js_files: scripts.length,
      js_not_brotli: scripts.filter((r) => r.encoding !== 'br').map((r) => r.url),
      lcp_ms: lcp === null ? null : Math.round(lcp),
      ready_ms: Math.round(ready),
      scripts: scripts.map((r) => `${new URL(r.url).pathname} ${r.bytes}`),
    };
  } finally {
    await context.close();
  }
};

const kb = (bytes) => (bytes / 1000).toFixed(1);
const ms = (value) => (value === null ? 'n/a' : String(Math.round(value)));

const main = async () => {
  const loadAtStart = loadavg()[0];
  const web = await webWithBaseline();
  const server = await startServer(web.dir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const seeded = await seed(server.url);
    const runs = new Map(PAGES.map((page) => [page.name, []]));
    for (let run = 0; run < RUNS; run += 1) {
      // Pages take turns, in reverse order every other round, so drifting load spreads evenly.
      const order = run % 2 ? [...PAGES].reverse() : PAGES;
      for (const page of order) {
        runs.get(page.name).push(await loadOnce(browser, server.url, page, seeded));
      }
      process.stderr.write(`round ${run + 1}/${RUNS} done\n`);
    }
    const loadAtEnd = loadavg()[0];

    const results = PAGES.map((page) => {
      const all = runs.get(page.name);
      const figure = (key) => median(all.map((r) => r[key]));
      return {
        page: page.name,
        path: page.path,
        ready_means: page.ready,
        js_bytes: figure('js_bytes'),
        css_bytes: figure('css_bytes'),
        total_bytes: figure('total_bytes'),
        js_files: figure('js_files'),
        lcp_ms: figure('lcp_ms'),
        ready_ms: figure('ready_ms'),
        lcp_ms_by_run: all.map((r) => r.lcp_ms),
        ready_ms_by_run: all.map((r) => r.ready_ms),
        js_not_brotli: [...new Set(all.flatMap((r) => r.js_not_brotli))],
        scripts: all[0].scripts,
      };
    });

    console.log(
      `bench:web, ${RUNS} cold loads per page, medians; network ${(NETWORK.downloadThroughput * 8e-6).toFixed(1)} Mbps down / ${Math.round(NETWORK.uploadThroughput * 8e-3)} kbps up / ${NETWORK.latency} ms RTT, CPU ${CPU_SLOWDOWN}x slower, ${PHONE.viewport.width}x${PHONE.viewport.height} phone; load average ${loadAtStart.toFixed(2)} at start, ${loadAtEnd.toFixed(2)} at end`,
    );
    console.log(
      `${'page'.padEnd(20)} ${'JS kB'.padStart(7)} ${'CSS kB'.padStart(7)} ${'total kB'.padStart(9)} ${'JS files'.padStart(8)} ${'LCP ms'.padStart(7)} ${'ready ms'.padStart(9)}`,
    );
    for (const r of results) {
      console.log(
        `${r.page.padEnd(20)} ${kb(r.js_bytes).padStart(7)} ${kb(r.css_bytes).padStart(7)} ${kb(r.total_bytes).padStart(9)} ${String(r.js_files).padStart(8)} ${ms(r.lcp_ms).padStart(7)} ${ms(r.ready_ms).padStart(9)}`,
      );
    }
    console.log('ready means:');
    for (const r of results) console.log(`  ${r.page}: ${r.ready_means}`);
    for (const r of results.filter((r) => r.js_not_brotli.length > 0)) {
      console.log(`  ${r.page}: scripts not served as brotli: ${r.js_not_brotli.join(', ')}`);
    }

    const byPage = new Map(results.map((r) => [r.page, r]));
    const verdicts = [
      ...BUDGETS.map(({ page, what, limit_kb }) => {
        const value = byPage.get(page)[`${what}_bytes`];
        return {
          page,
          what,
          limit: `${limit_kb} kB`,
          value: `${kb(value)} kB`,
          pass: value <= limit_kb * 1000,
        };
      }),
      ...TARGETS.map(({ page, what, limit_ms }) => {
        const value = byPage.get(page)[`${what}_ms`];
        return {
          page,
          what,
          limit: `${limit_ms} ms`,
          value: `${ms(value)} ms`,
          pass: value !== null && value <= limit_ms,
        };
      }),
    ];
    for (const v of verdicts) {
      console.log(`${v.pass ? 'PASS' : 'MISS'} ${v.page} ${v.what} ${v.value} (<= ${v.limit})`);
    }
    console.log(
      JSON.stringify({
        bench: 'web',
        runs: RUNS,
        network: NETWORK,
        cpu_slowdown: CPU_SLOWDOWN,
        viewport: PHONE.viewport,
        load_average: { start: loadAtStart, end: loadAtEnd },
        pages: results,
        verdicts,
      }),
    );
  } finally {
    await browser.close();
    await server.stop();
    await web.remove();
  }
};

await main();
