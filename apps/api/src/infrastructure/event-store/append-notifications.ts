import type { Position } from './event-store.js';

export type AppendWatermark = { notices: number; ownHead: Position | null };

// Wake-up hints for a reader of the whole log (the projection runner): when something may have
// been appended, so it sleeps between reads instead of polling hard. Not part of the event store
// port, but every store offers it: Postgres through LISTEN/NOTIFY, KurrentDB through a live
// subscription to $all.
export type AppendNotifications = {
  // Resolves when something may have been appended (of one of `types`, when given), or after
  // `timeoutMs`.
  waitForAppend(
    timeoutMs: number,
    signal?: AbortSignal,
    types?: ReadonlySet<string>,
  ): Promise<void>;
  // What has been seen of appends so far: how many notices of other writers' appends, and the
  // furthest position of this instance's own. A reader that has passed `ownHead` and received no
  // notice since it read has nothing new to read until the next append wakes it. Null when
  // unknown.
  appendWatermark(): AppendWatermark | null;
};

export const APPEND_NOTIFICATIONS = Symbol('APPEND_NOTIFICATIONS');

export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
