import { createServer } from 'node:net';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

// A port nothing listens on: taken from the system, then let go.
const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
};

// What the adapter does when its server is not there; the contract suite (event-store.int-spec.ts)
// covers what it does when it is.
describe(`${KurrentDbEventStore.name} without a server`, () => {
  it('should fail its ping within the health check’s 3 s when nothing answers', async () => {
    const store = KurrentDbEventStore.fromConnectionString(
      `kurrentdb://127.0.0.1:${await closedPort()}?tls=false`,
    );
    const started = Date.now();
    try {
      await expect(store.ping()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await store.close();
    }
  });

  it('should keep trying to connect, saying where, until it is told to stop', async () => {
    const port = await closedPort();
    const lines: string[] = [];
    const controller = new AbortController();
    const connecting = KurrentDbEventStore.connect(
      `esdb://admin:changeit@127.0.0.1:${port}?tls=false`,
      {
        firstDelayMs: 10,
        signal: controller.signal,
        log: (line) => {
          lines.push(line);
          if (lines.length === 3) controller.abort();
        },
      },
    );
    await expect(connecting).rejects.toThrow(
      `Gave up waiting for KurrentDB at esdb://127.0.0.1:${port}`,
    );
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      new RegExp(
        `^KurrentDB at esdb://127\\.0\\.0\\.1:${port} is not reachable yet \\(attempt 1: .+\\); retrying in 10 ms$`,
      ),
    );
    expect(lines[2]).toMatch(/attempt 3: .+\); retrying in 40 ms$/);
    expect(lines.join('\n')).not.toMatch(/changeit/);
  });
});
