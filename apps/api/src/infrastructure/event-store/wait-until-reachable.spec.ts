import { waitUntilReachable } from './wait-until-reachable.js';

describe(waitUntilReachable.name, () => {
  it('should retry with a growing delay until the server answers, saying so each time', async () => {
    const lines: string[] = [];
    let calls = 0;
    await waitUntilReachable(
      async () => {
        calls += 1;
        if (calls < 4) throw new Error('connect ECONNREFUSED');
      },
      { what: 'KurrentDB at kurrentdb://h:2113', log: (line) => lines.push(line), firstDelayMs: 1 },
    );
    expect(calls).toBe(4);
    expect(lines).toEqual([
      'KurrentDB at kurrentdb://h:2113 is not reachable yet (attempt 1: connect ECONNREFUSED); retrying in 1 ms',
      'KurrentDB at kurrentdb://h:2113 is not reachable yet (attempt 2: connect ECONNREFUSED); retrying in 2 ms',
      'KurrentDB at kurrentdb://h:2113 is not reachable yet (attempt 3: connect ECONNREFUSED); retrying in 4 ms',
      'KurrentDB at kurrentdb://h:2113 is reachable after 4 attempts',
    ]);
  });

  it('should say nothing when the server answers at once', async () => {
    const lines: string[] = [];
    await waitUntilReachable(async () => undefined, { what: 'x', log: (line) => lines.push(line) });
    expect(lines).toEqual([]);
  });

  it('should count an attempt that never answers as failed when its time is up', async () => {
    const lines: string[] = [];
    let calls = 0;
    await waitUntilReachable(
      () => {
        calls += 1;
        return calls === 1 ? new Promise(() => undefined) : Promise.resolve();
      },
      { what: 'x', log: (line) => lines.push(line), attemptTimeoutMs: 10, firstDelayMs: 1 },
    );
    expect(lines[0]).toMatch(/attempt 1: no answer within 10 ms/);
  });

  it('should cap the delay between attempts', async () => {
    const lines: string[] = [];
    let calls = 0;
    await waitUntilReachable(
      async () => {
        calls += 1;
        if (calls < 5) throw new Error('down');
      },
      { what: 'x', log: (line) => lines.push(line), firstDelayMs: 1, maxDelayMs: 3 },
    );
    expect(lines.slice(0, 4).map((line) => /retrying in (\d+) ms/.exec(line)?.[1])).toEqual([
      '1',
      '2',
      '3',
      '3',
    ]);
  });

  it('should give up when told to stop', async () => {
    const controller = new AbortController();
    const waiting = waitUntilReachable(() => Promise.reject(new Error('down')), {
      what: 'KurrentDB',
      log: () => controller.abort(),
      signal: controller.signal,
    });
    await expect(waiting).rejects.toThrow('Gave up waiting for KurrentDB');
  });
});
