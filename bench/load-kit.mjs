// What the load processes of bench:push and bench:calls share: dashboards' sockets, kept-alive
// POSTs, sending at a fixed rate after a warm-up, and the result each sends back, with every time
// in one clock.
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';

export const args = JSON.parse(process.argv[2]);

export const now = () => performance.timeOrigin + performance.now();

// Raw engine.io v4 over WebSocket, the wire protocol socket.io-client speaks, without its
// per-message machinery: 200 dashboards at 500 rows/s each is 100,000 messages a second for this
// one process, and the client library alone would be the bottleneck being measured.
export const connect = (company, onEvent) =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(
      `${args.url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket&${company.query}`,
      {
        headers: { Cookie: company.cookie },
        perMessageDeflate: false,
      },
    );
    ws.on('error', reject);
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('42')) onEvent(text, now());
      else if (text === '2') ws.send('3');
      else if (text.startsWith('0')) ws.send('40');
      else if (text.startsWith('40')) resolve(ws);
      else if (text.startsWith('44')) reject(new Error(`refused: ${text}`));
    });
  });

// Dashboards are dealt round-robin to the companies: `listen(company)` gives each socket's handler.
export const connectDashboards = (listen) =>
  Promise.all(
    Array.from({ length: args.dashboards }, (_, d) => {
      const company = args.companies[d % args.companies.length];
      return connect(company, listen(company));
    }),
  );

// The text of a top-level field of a pushed row, without parsing the frame.
export const field = (text, name, quoted) => {
  const key = quoted ? `"${name}":"` : `"${name}":`;
  const start = text.indexOf(key);
  if (start < 0) return null;
  const from = start + key.length;
  const end = quoted ? text.indexOf('"', from) : text.slice(from).search(/[,}]/) + from;
  return text.slice(from, end);
};

// Requests go out over kept-alive connections: node:http costs this process about half of what
// fetch does, which leaves more of the two cores to what is measured.
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const { hostname, port } = new URL(args.url);
// A kept-alive socket the server closes for idleness just as a request goes out fails that
// request with ECONNRESET before the server read it; as Node's documentation advises, such a
// request is sent again on a fresh socket.
const post = (path, body, headers, retried = false) =>
  new Promise((resolve) => {
    const outgoing = request(
      {
        agent,
        hostname,
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    outgoing.on('error', (error) =>
      resolve(
        outgoing.reusedSocket && error.code === 'ECONNRESET' && !retried
          ? post(path, body, headers, true)
          : 0,
      ),
    );
    outgoing.end(body);
  });

const pickFrom = (list, q) => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? null;

// Waits for the API's go, sends `args.rate * args.warmupSeconds` requests at the fixed rate, not
// measured (the first second of a fresh process is JIT compiling and opening pool connections,
// which would otherwise make most of the p99), then `args.rate * args.seconds` measured ones, and
// waits for the receipts. `next(i, sentAt)` makes request i (sentAt null in the warm-up):
// {path, body, headers}. `latencies` fills as the sockets see rows; `expectedFor(i)` is how many
// receipts request i should give; `extra()` adds figures of the caller's to the result. Sends the
// result to the API's process and exits.
export const run = async ({ sockets, next, latencies, expectedFor, unit, extra = () => ({}) }) => {
  process.send({ ready: true });
  await new Promise((resolve) => process.once('message', resolve));

  const interval = 1000 / args.rate;
  let failures = 0;
  const responseTimes = [];
  const failureStatuses = {};
  let index = 0;
  const one = (measured) => {
    const sentAt = measured ? now() : null;
    const { path, body, headers } = next(index, sentAt);
    index += 1;
    return post(path, body, headers).then((status) => {
      if (sentAt !== null) responseTimes.push(now() - sentAt);
      if (status === 200) return;
      failures += 1;
      failureStatuses[status] = (failureStatuses[status] ?? 0) + 1;
    });
  };
  const send = async (count, measured) => {
    const inFlight = [];
    const started = now();
    for (let i = 0; i < count; i += 1) {
      const due = started + i * interval;
      const wait = due - now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      inFlight.push(one(measured));
    }
    await Promise.all(inFlight);
    return (now() - started) / 1000;
  };

  await send(args.rate * args.warmupSeconds, false);
  failures = 0;
  for (const key of Object.keys(failureStatuses)) delete failureStatuses[key];
  process.send({ measuring: true });

  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  const cpuBefore = process.cpuUsage();
  const first = index;
  const total = args.rate * args.seconds;
  const sendSeconds = await send(total, true);
  let expected = 0;
  for (let i = first; i < first + total; i += 1) expected += expectedFor(i);
  const deadline = now() + 15_000;
  while (latencies.length < expected && now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  for (const socket of sockets) socket.close();

  latencies.sort((a, b) => a - b);
  responseTimes.sort((a, b) => a - b);
  process.send({
    result: {
      [unit]: total,
      failures,
      failure_statuses: failureStatuses,
      achieved_rate: Math.round(total / sendSeconds),
      receipts: latencies.length,
      expected_receipts: expected,
      p50_ms: pickFrom(latencies, 0.5),
      p99_ms: pickFrom(latencies, 0.99),
      max_ms: latencies[latencies.length - 1] ?? null,
      // The HTTP request alone (the append committed), before any push.
      response_p50_ms: pickFrom(responseTimes, 0.5),
      response_p99_ms: pickFrom(responseTimes, 0.99),
      // This process's own stalls count in every latency above.
      load_loop_delay_p99_ms: loopDelay.percentile(99) / 1e6,
      load_loop_delay_max_ms: loopDelay.max / 1e6,
      load_cpu_seconds: (({ user, system }) => (user + system) / 1e6)(process.cpuUsage(cpuBefore)),
      ...extra(),
    },
  });
  process.exit(0);
};
