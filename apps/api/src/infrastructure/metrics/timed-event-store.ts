import type { Histogram } from 'prom-client';
import { WrongExpectedRevisionError } from '../event-store/event-store.js';
import type { EventStore } from '../event-store/event-store.js';

type AppendOutcome = 'appended' | 'conflict' | 'failed';

const outcomeOf = (error: unknown): AppendOutcome =>
  error instanceof WrongExpectedRevisionError ? 'conflict' : 'failed';

// The store as it is, with every append timed into `histogram` (until acknowledged: flushed, or
// committed for a relaxed one), by adapter and outcome; a lost race for a stream is a conflict.
export const timingAppends = (
  store: EventStore,
  histogram: Histogram<'adapter' | 'outcome'>,
): EventStore => ({
  get adapter() {
    return store.adapter;
  },
  async append(streamName, events, options) {
    const done = histogram.startTimer({ adapter: store.adapter });
    try {
      const result = await store.append(streamName, events, options);
      done({ outcome: 'appended' });
      return result;
    } catch (error) {
      done({ outcome: outcomeOf(error) });
      throw error;
    }
  },
  readStream: (streamName, options) => store.readStream(streamName, options),
  readAll: (options) => store.readAll(options),
  subscribeToAll: (options) => store.subscribeToAll(options),
  head: () => store.head(),
  countAfter: (after, atMost) => store.countAfter(after, atMost),
  flush: () => store.flush(),
  ping: () => store.ping(),
  close: () => store.close(),
});
