// The load process of bench:http: one autocannon run, kept-alive connections, after a warm-up that
// is not measured. Its argument (JSON): url, method, paths (taken in turn), bodies (idem; none for
// a GET), headers, connections, seconds, warmupSeconds, rate (requests per second over all
// connections; 0 = as fast as the server answers).
import autocannon from 'autocannon';

const args = JSON.parse(process.argv[2]);

const run = (seconds) => {
  let next = 0;
  return autocannon({
    url: args.url,
    connections: args.connections,
    duration: seconds,
    ...(args.rate > 0 ? { overallRate: args.rate } : {}),
    headers: args.headers,
    requests: [
      {
        method: args.method,
        setupRequest: (request) => {
          const i = next;
          next += 1;
          return {
            ...request,
            path: args.paths[i % args.paths.length],
            ...(args.bodies ? { body: args.bodies[i % args.bodies.length] } : {}),
          };
        },
      },
    ],
  });
};

process.on('message', async (message) => {
  if (message !== 'go') return;
  await run(args.warmupSeconds);
  const cpuBefore = process.cpuUsage();
  process.send({ measuring: true });
  const result = await run(args.seconds);
  const cpu = process.cpuUsage(cpuBefore);
  process.send({
    result: {
      requests: result.requests.total,
      requests_per_s: result.requests.average,
      p50_ms: result.latency.p50,
      p99_ms: result.latency.p99,
      max_ms: result.latency.max,
      errors: result.errors + result.timeouts,
      non_2xx: result.non2xx,
      load_cpu_seconds: (cpu.user + cpu.system) / 1e6,
    },
  });
  process.exit(0);
});
process.send({ ready: true });
