// The load side of bench:push, in its own process so it does not share the API's core: opens
// the dashboards' sockets, sends views at a fixed rate, and measures, in one clock, the time
// from sending each view to each socket seeing a row that includes it.
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';

const { url, companies, dashboards, rate, seconds, warmupSeconds, mode } = JSON.parse(
  process.argv[2],
);
const tokens = companies.flatMap((company) => company.tokens);

const now = () => performance.timeOrigin + performance.now();

// Raw engine.io v4 over WebSocket, the wire protocol socket.io-client speaks, without its
// per-message machinery: 200 dashboards at 500 rows/s each is 100,000 messages a second for this
// one process, and the client library alone would be the bottleneck being measured.
const connect = (company, onEvent) =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(
      `${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket&${company.query}`,
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

const field = (text, name, quoted) => {
  const key = quoted ? `"${name}":"` : `"${name}":`;
  const start = text.indexOf(key);
  if (start < 0) return null;
  const from = start + key.length;
  const end = quoted ? text.indexOf('"', from) : text.slice(from).search(/[,}]/) + from;
  return text.slice(from, end);
};

// sent[token] = send times of its views, in order (null for a warm-up view, which is not
// measured); a row with view_count n covers views 1..n.
const sent = new Map(tokens.map((token) => [token, []]));
const latencies = [];
const eventName = mode === 'bare' ? '"bare"' : '"proposal.updated"';
// Dashboards are dealt round-robin to the companies; each expects its own company's views.
const expectedReceipts = new Map();
const sockets = await Promise.all(
  Array.from({ length: dashboards }, (_, d) => {
    const company = companies[d % companies.length];
    for (const token of company.tokens)
      expectedReceipts.set(token, (expectedReceipts.get(token) ?? 0) + 1);
    const seen = new Map(company.tokens.map((token) => [token, 0]));
    return connect(company, (text, receivedAt) => {
      if (!text.startsWith(eventName, 3)) return;
      const token = field(text, 'token', true);
      const times = sent.get(token);
      if (!times || !seen.has(token)) return;
      const count = Number(field(text, 'view_count', false));
      for (let i = seen.get(token); i < Math.min(count, times.length); i += 1) {
        if (times[i] !== null) latencies.push(receivedAt - times[i]);
      }
      seen.set(token, Math.max(seen.get(token), count));
    });
  }),
);

// Views go out as the same small JSON POST in both modes, over kept-alive connections: node:http
// costs this process about half of what fetch does, which leaves more of the two cores to what
// is measured.
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
const { hostname, port } = new URL(url);
// A kept-alive socket the server closes for idleness just as a request goes out fails that
// request with ECONNRESET before the server read it; as Node's documentation advises, such a
// request is sent again on a fresh socket.
const post = (path, body, retried = false) =>
  new Promise((resolve) => {
    const outgoing = request(
      {
        agent,
        hostname,
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      },
    );
    outgoing.on('error', (error) =>
      resolve(
        outgoing.reusedSocket && error.code === 'ECONNRESET' && !retried
          ? post(path, body, true)
          : 0,
      ),
    );
    outgoing.end(body);
  });

process.send({ ready: true });
await new Promise((resolve) => process.once('message', resolve));

const interval = 1000 / rate;
let failures = 0;
const responseTimes = [];
const failureStatuses = {};
const view = (token, sentAt) =>
  post(mode === 'bare' ? '/bare' : '/api/track-proposal-view', JSON.stringify({ token })).then(
    (status) => {
      if (sentAt !== null) responseTimes.push(now() - sentAt);
      if (status === 200) return;
      failures += 1;
      failureStatuses[status] = (failureStatuses[status] ?? 0) + 1;
    },
  );

// Sends `count` views at the fixed rate, dealing them to the tokens in turn.
const send = async (count, measured) => {
  const inFlight = [];
  const started = now();
  for (let i = 0; i < count; i += 1) {
    const due = started + i * interval;
    const wait = due - now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const token = tokens[i % tokens.length];
    const sentAt = measured ? now() : null;
    sent.get(token).push(sentAt);
    inFlight.push(view(token, sentAt));
  }
  await Promise.all(inFlight);
  return (now() - started) / 1000;
};

// Warm-up at the same rate, not measured: the first second of a fresh process is JIT compiling
// and opening pool connections, which would otherwise make most of the p99.
await send(rate * warmupSeconds, false);
failures = 0;
for (const key of Object.keys(failureStatuses)) delete failureStatuses[key];
process.send({ measuring: true });

const loopDelay = monitorEventLoopDelay({ resolution: 1 });
loopDelay.enable();
const cpuBefore = process.cpuUsage();
const total = rate * seconds;
const sendSeconds = await send(total, true);
let expected = 0;
for (let i = 0; i < total; i += 1) expected += expectedReceipts.get(tokens[i % tokens.length]) ?? 0;
const deadline = now() + 15_000;
while (latencies.length < expected && now() < deadline)
  await new Promise((resolve) => setTimeout(resolve, 20));
for (const socket of sockets) socket.close();

latencies.sort((a, b) => a - b);
responseTimes.sort((a, b) => a - b);
const pickFrom = (list, q) => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? null;
const pick = (q) =>
  latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? null;
process.send({
  result: {
    views: total,
    failures,
    failure_statuses: failureStatuses,
    achieved_rate: Math.round(total / sendSeconds),
    receipts: latencies.length,
    expected_receipts: expected,
    p50_ms: pick(0.5),
    p99_ms: pick(0.99),
    max_ms: latencies[latencies.length - 1] ?? null,
    // The HTTP request alone (the append committed), before any push.
    response_p50_ms: pickFrom(responseTimes, 0.5),
    response_p99_ms: pickFrom(responseTimes, 0.99),
    // This process's own stalls count in every latency above.
    load_loop_delay_p99_ms: loopDelay.percentile(99) / 1e6,
    load_loop_delay_max_ms: loopDelay.max / 1e6,
    load_cpu_seconds: (({ user, system }) => (user + system) / 1e6)(process.cpuUsage(cpuBefore)),
  },
});
process.exit(0);
