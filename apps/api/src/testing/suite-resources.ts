// What a suite opened (apps, databases, servers, sockets, browsers) and has not closed yet. A
// hook that times out on a busy machine still finishes opening what it began after jest has
// moved on; the suite's own afterAll then finds nothing to close, and the open handles keep jest
// from ever exiting. Every opener in the test support code starts through `opening` and hands
// its close to `closeOnce`; `closeSuiteResources` (an afterAll of every suite, see
// jest.config.js) waits for what is still opening and closes whatever is left.

const pending = new Set<Promise<unknown>>();
const open = new Set<() => Promise<void>>();

// Runs the opener, and lets the sweep wait for it should the suite give up on it.
export const opening = <T>(open: () => Promise<T>): Promise<T> => {
  const started = open();
  pending.add(started);
  const forget = () => pending.delete(started);
  started.then(forget, forget);
  return started;
};

// `close` made idempotent (the suite and the sweep may both call it) and remembered until called.
export const closeOnce = (close: () => Promise<unknown>): (() => Promise<void>) => {
  let closing: Promise<void> | null = null;
  const once = () => {
    open.delete(once);
    closing ??= close().then(() => undefined);
    return closing;
  };
  open.add(once);
  return once;
};

export const closeSuiteResources = async (): Promise<void> => {
  await Promise.allSettled([...pending]);
  // Newest first: an app before the scratch database under it.
  const leftovers = [...open].reverse();
  const failures: unknown[] = [];
  for (const close of leftovers) await close().catch((error: unknown) => failures.push(error));
  if (failures.length > 0) {
    throw new AggregateError(failures, `${failures.length} leftover resources failed to close`);
  }
};
