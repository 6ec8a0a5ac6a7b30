import { withTimeout } from '../with-timeout.js';
import { sleep } from './append-notifications.js';

export type ReachabilityOptions = {
  // What is being waited for, for the log lines (never a URL's credentials).
  what: string;
  log: (line: string) => void;
  // An attempt that has not answered by then has failed: a server that accepts a connection and
  // then says nothing must not hold the boot forever on one attempt.
  attemptTimeoutMs?: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
  signal?: AbortSignal;
};

// Retries `ping` with exponential backoff until it answers, saying on each failure what it waits
// for and when it tries again: a server started beside us (a compose file, a cluster's rollout)
// is often not up yet, and exiting would only make the orchestrator restart us into the same wait.
export const waitUntilReachable = async (
  ping: () => Promise<unknown>,
  options: ReachabilityOptions,
): Promise<void> => {
  const { what, log, attemptTimeoutMs = 5000, firstDelayMs = 500, maxDelayMs = 10_000 } = options;
  let delay = firstDelayMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withTimeout(ping(), attemptTimeoutMs, `no answer within ${attemptTimeoutMs} ms`);
      if (attempt > 1) log(`${what} is reachable after ${attempt} attempts`);
      return;
    } catch (error) {
      if (options.signal?.aborted) throw new Error(`Gave up waiting for ${what}`, { cause: error });
      const reason = error instanceof Error ? error.message : String(error);
      log(`${what} is not reachable yet (attempt ${attempt}: ${reason}); retrying in ${delay} ms`);
      await sleep(delay, options.signal);
      if (options.signal?.aborted) throw new Error(`Gave up waiting for ${what}`, { cause: error });
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
};
