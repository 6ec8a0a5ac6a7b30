import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import {
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  excludeSystemEvents,
} from '@kurrent/kurrentdb-client';
import { sleep } from './append-notifications.js';
import type { AppendNotifications } from './append-notifications.js';
import { waitUntilReachable } from './wait-until-reachable.js';
import type { ReachabilityOptions } from './wait-until-reachable.js';
import { comparePositions } from './event-store.js';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  Position,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  NewEvent,
} from './event-store.js';
import {
  describeConnectionString,
  isStreamNotFound,
  readAllFrom,
  toAppendError,
  toClientConnectionString,
  toEventData,
  toPosition,
  toRecorded,
  toStreamState,
} from './kurrentdb-mapping.js';

// After a dropped live subscription (the server restarting), the next attempt.
const RESUBSCRIBE_MS = 1000;

type AppendListener = (type: string) => void;

// KurrentDB (formerly EventStoreDB) adapter, chosen by EVENTSTORE_URL
// (e.g. kurrentdb://localhost:2113?tls=false). KurrentDB keeps its own global order (commit and
// prepare positions of its log) and recognises a retried event id itself.
export class KurrentDbEventStore implements EventStore, AppendNotifications {
  // The name /health and the append metrics report for this store.
  readonly adapter = 'kurrentdb' as const;
  private readonly listeners = new Set<AppendListener>();
  private readonly closing = new AbortController();
  private watching: Promise<void> | null = null;

  constructor(private readonly client: KurrentDBClient) {}

  static fromConnectionString(url: string): KurrentDbEventStore {
    return new KurrentDbEventStore(KurrentDBClient.connectionString(toClientConnectionString(url)));
  }

  // The store once its server answers a read: the API does not boot before that.
  static async connect(
    url: string,
    options: Partial<Omit<ReachabilityOptions, 'what'>> = {},
  ): Promise<KurrentDbEventStore> {
    const store = KurrentDbEventStore.fromConnectionString(url);
    const logger = new Logger('EventStore');
    const what = `KurrentDB at ${describeConnectionString(url)}`;
    try {
      await waitUntilReachable(() => store.ping(), {
        what,
        log: (line) => logger.warn(line),
        ...options,
      });
    } catch (error) {
      await store.close();
      throw error;
    }
    logger.log(`${what} is reachable; events are stored there`);
    return store;
  }

  async append(
    streamName: string,
    events: readonly NewEvent[],
    // KurrentDB acknowledges an append once it is on disk: every durability is met.
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    const expected = options.expectedRevision ?? 'any';
    // The server recognises a retried id only while it is in its cache of recent writes, and
    // answers a recognised retry as if it had written it. Ids the caller supplied are looked up in
    // the stream first, as the Postgres adapter looks them up: those already stored are skipped,
    // an append of nothing new is a no-op that says so, whatever revision it expected.
    let fresh = events;
    if (events.some((event) => event.id)) {
      const stored = await this.storedIds(streamName, events);
      fresh = events.filter((event) => !event.id || !stored.ids.has(event.id));
      if (fresh.length === 0) return { nextRevision: stored.head, appended: 0, position: null };
    }
    try {
      const result = await this.client.appendToStream(
        streamName,
        fresh.map((event) => toEventData(event, randomUUID)),
        { streamState: toStreamState(expected) },
      );
      return {
        nextRevision: Number(result.nextExpectedRevision),
        appended: fresh.length,
        position: result.position ? toPosition(result.position) : null,
      };
    } catch (error) {
      throw toAppendError(error, streamName, expected);
    }
  }

  // Which of the supplied ids the stream already holds, read from its end back until every one is
  // found or the stream starts; and the stream's revision (-1 while it is empty).
  private async storedIds(streamName: string, events: readonly NewEvent[]) {
    const wanted = new Set(events.flatMap((event) => (event.id ? [event.id] : [])));
    const ids = new Set<string>();
    let head = -1;
    try {
      for await (const resolved of this.client.readStream(streamName, {
        fromRevision: END,
        direction: BACKWARDS,
      })) {
        const event = resolved.event;
        if (!event) continue;
        if (head === -1) head = Number(event.revision);
        if (wanted.has(event.id)) ids.add(event.id);
        if (ids.size === wanted.size) break;
      }
    } catch (error) {
      if (!isStreamNotFound(error)) throw error;
    }
    return { ids, head };
  }

  async readStream(streamName: string, options: ReadStreamOptions = {}) {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamName, {
        fromRevision: BigInt(options.fromRevision ?? 0),
        maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
        direction: FORWARDS,
      })) {
        const event = toRecorded(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}) {
    const maxCount = options.maxCount ?? 1000;
    const after = options.after ?? null;
    const events: RecordedEvent[] = [];
    // The read starts at `after` inclusive: ask for one more and drop it.
    for await (const resolved of this.client.readAll({
      fromPosition: readAllFrom(after),
      maxCount: maxCount + 1,
      direction: FORWARDS,
      filter: excludeSystemEvents(),
    })) {
      const event = toRecorded(resolved);
      if (!event || (after && comparePositions(event.position, after) <= 0)) continue;
      events.push(event);
      if (events.length === maxCount) break;
    }
    return events;
  }

  // A live subscription to $all from the checkpoint: the server pushes each event as it commits.
  async *subscribeToAll(options: SubscribeOptions): AsyncIterable<RecordedEvent> {
    const after = options.after ?? null;
    const subscription = this.client.subscribeToAll({
      fromPosition: readAllFrom(after),
      filter: excludeSystemEvents(),
    });
    const stop = () => void subscription.unsubscribe();
    options.signal.addEventListener('abort', stop, { once: true });
    try {
      for await (const resolved of subscription) {
        if (options.signal.aborted) return;
        const event = toRecorded(resolved);
        // A subscription starts after its position; the check keeps that a guarantee of ours.
        if (event && (!after || comparePositions(event.position, after) > 0)) yield event;
      }
    } finally {
      options.signal.removeEventListener('abort', stop);
      await subscription.unsubscribe();
    }
  }

  async head() {
    for await (const resolved of this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: 1,
      filter: excludeSystemEvents(),
    })) {
      const event = toRecorded(resolved);
      if (event) return { position: event.position, createdAt: event.createdAt };
    }
    return null;
  }

  // A read of `$all` from `after`, so `atMost` bounds what a health check reads (the read starts at
  // `after` itself, hence one more).
  async countAfter(after: Position | null, atMost?: number) {
    let count = 0;
    for await (const resolved of this.client.readAll({
      fromPosition: readAllFrom(after),
      direction: FORWARDS,
      filter: excludeSystemEvents(),
      ...(atMost === undefined ? {} : { maxCount: atMost + 1 }),
    })) {
      const event = toRecorded(resolved);
      if (event && (!after || comparePositions(event.position, after) > 0)) count += 1;
      if (atMost !== undefined && count >= atMost) break;
    }
    return count;
  }

  // KurrentDB acknowledges an append once it is on disk: nothing is left to flush.
  async flush() {}

  // One read of the log's last record: it needs a server that answers, and nothing else.
  async ping() {
    for await (const resolved of this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: 1,
    })) {
      void resolved;
    }
  }

  // Wakes the projection runner when an event of one of `types` commits, heard through one live
  // subscription to $all shared by every waiter: the runner is told, it never polls the server.
  waitForAppend(
    timeoutMs: number,
    signal?: AbortSignal,
    types?: ReadonlySet<string>,
  ): Promise<void> {
    if (signal?.aborted) return Promise.resolve();
    this.watching ??= this.watchAppends();
    const woken = new AbortController();
    const listener: AppendListener = (type) => {
      if (!types || types.has(type)) woken.abort();
    };
    this.listeners.add(listener);
    const stop = () => woken.abort();
    signal?.addEventListener('abort', stop, { once: true });
    return sleep(timeoutMs, woken.signal).finally(() => {
      this.listeners.delete(listener);
      signal?.removeEventListener('abort', stop);
    });
  }

  // Notices arrive after the append's own answer, so a reader cannot tell from them that nothing
  // is new: it reads once more after each batch (the notice still wakes it at once).
  appendWatermark() {
    return null;
  }

  private async watchAppends(): Promise<void> {
    const { signal } = this.closing;
    while (!signal.aborted) {
      try {
        await this.relayAppends(signal);
      } catch {
        // Dropped (the server restarting, a network cut): waiters still wake on their timeout.
      }
      await sleep(RESUBSCRIBE_MS, signal);
    }
  }

  private async relayAppends(signal: AbortSignal): Promise<void> {
    // From the end: only what commits from now on is news.
    const subscription = this.client.subscribeToAll({
      fromPosition: END,
      filter: excludeSystemEvents(),
    });
    const stop = () => void subscription.unsubscribe();
    signal.addEventListener('abort', stop, { once: true });
    try {
      for await (const resolved of subscription) {
        const type = resolved.event?.type;
        if (type) for (const listener of this.listeners) listener(type);
      }
    } finally {
      signal.removeEventListener('abort', stop);
      await subscription.unsubscribe();
    }
  }

  async close() {
    this.closing.abort();
    await this.watching;
    await this.client.dispose();
  }
}
