import { Histogram, Registry } from 'prom-client';
import { WrongExpectedRevisionError } from '../event-store/event-store.js';
import type { AppendResult, EventStore } from '../event-store/event-store.js';
import { timingAppends } from './timed-event-store.js';

const appended: AppendResult = { nextRevision: 0, appended: 1, position: null };

// A store whose append answers, loses a race, or fails, as told.
const fakeStore = (append: EventStore['append']): EventStore =>
  ({
    adapter: 'pglite',
    append,
    ping: async () => undefined,
  }) as unknown as EventStore;

const histogram = () =>
  new Histogram({
    name: 'eventstore_append_duration_seconds',
    help: 'test',
    labelNames: ['adapter', 'outcome'] as const,
    registers: [new Registry()],
  });

const countsOf = async (timed: Histogram<'adapter' | 'outcome'>) =>
  Object.fromEntries(
    (await timed.get()).values
      .filter((value) => value.metricName === 'eventstore_append_duration_seconds_count')
      .map((value) => [`${value.labels.adapter}/${value.labels.outcome}`, value.value]),
  );

describe(timingAppends.name, () => {
  it('should time every append by adapter and outcome, and pass its result or error on', async () => {
    const timed = histogram();
    const outcomes: Array<() => Promise<AppendResult>> = [
      async () => appended,
      async () => appended,
      async () => {
        throw new WrongExpectedRevisionError('proposal-1', 0, 1);
      },
      async () => {
        throw new Error('connection lost');
      },
    ];
    const sut = timingAppends(
      fakeStore(() => outcomes.shift()!()),
      timed,
    );

    await expect(sut.append('proposal-1', [])).resolves.toBe(appended);
    await expect(sut.append('proposal-1', [])).resolves.toBe(appended);
    await expect(sut.append('proposal-1', [])).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(sut.append('proposal-1', [])).rejects.toThrow('connection lost');

    expect(await countsOf(timed)).toEqual({
      'pglite/appended': 2,
      'pglite/conflict': 1,
      'pglite/failed': 1,
    });
  });

  it('should leave the rest of the store as it is', async () => {
    const sut = timingAppends(
      fakeStore(async () => appended),
      histogram(),
    );
    expect(sut.adapter).toBe('pglite');
    await expect(sut.ping()).resolves.toBeUndefined();
  });
});
