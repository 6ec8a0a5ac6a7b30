import { describe, expect, it } from '@jest/globals';
import { createMemoryPresenceStore, latestOf } from './presence-store.js';

const TIMEOUT_MS = 10_000;

const storeAt = (start = 1_000_000) => {
  const clock = { now: start };
  const sut = createMemoryPresenceStore(TIMEOUT_MS, () => clock.now);
  return { sut, clock };
};

describe(createMemoryPresenceStore.name, () => {
  it('should show a visit from when it moved to its section, not from its heartbeats', async () => {
    const { sut, clock } = storeAt();
    expect(await sut.report('t', 'v1', 'Summary')).toEqual({
      section: 'Summary',
      since: 1_000_000,
    });
    clock.now += 4000;
    expect(await sut.report('t', 'v1', 'Summary')).toEqual({
      section: 'Summary',
      since: 1_000_000,
    });
    clock.now += 4000;
    expect(await sut.report('t', 'v1', 'Investment')).toEqual({
      section: 'Investment',
      since: 1_008_000,
    });
  });

  it('should show the most recently moved of several visits and clear only when none is left', async () => {
    const { sut, clock } = storeAt();
    await sut.report('t', 'phone', 'Summary');
    clock.now += 1000;
    await sut.report('t', 'laptop', 'Investment');
    clock.now += 1000;
    // A heartbeat of the phone does not make it the latest.
    expect(await sut.report('t', 'phone', 'Summary')).toMatchObject({ section: 'Investment' });
    expect(await sut.leave('t', 'laptop')).toEqual({
      removed: true,
      now: { section: 'Summary', since: 1_000_000 },
    });
    expect(await sut.leave('t', 'phone')).toEqual({ removed: true, now: null });
    // Leaving again, or a visit never seen, removes nothing: nobody says it twice.
    expect(await sut.leave('t', 'phone')).toEqual({ removed: false, now: null });
    expect(await sut.leave('u', 'ghost')).toEqual({ removed: false, now: null });
    expect(await sut.all()).toEqual(new Map());
  });

  it('should sweep visits silent past the timeout, once, keeping those that reported', async () => {
    const { sut, clock } = storeAt();
    await sut.report('t', 'quiet', 'Summary');
    await sut.report('t', 'busy', 'Investment');
    await sut.report('u', 'alone', 'Scope');
    clock.now += TIMEOUT_MS - 1000;
    await sut.report('t', 'busy', 'Investment');
    expect(await sut.sweep()).toEqual([]);
    clock.now += 1001;
    // The quiet page of t goes; its busy one still shows.
    expect(await sut.sweep()).toEqual([
      { token: 't', now: { section: 'Investment', since: 1_000_000 } },
      { token: 'u', now: null },
    ]);
    clock.now += TIMEOUT_MS;
    expect(await sut.sweep()).toEqual([{ token: 't', now: null }]);
    expect(await sut.sweep()).toEqual([]);
  });

  it('should list every proposal with an open page', async () => {
    const { sut } = storeAt();
    await sut.report('t', 'v1', 'Summary');
    await sut.report('u', 'v2', 'Investment');
    expect(await sut.all()).toEqual(
      new Map([
        ['t', { section: 'Summary', since: 1_000_000 }],
        ['u', { section: 'Investment', since: 1_000_000 }],
      ]),
    );
  });
});

describe(latestOf.name, () => {
  it('should be null when no visit is left', () => {
    expect(latestOf([])).toBeNull();
  });
});
