import type {
  ClientToServerEvents,
  RealtimeEventName,
  RealtimePayload,
  ServerToClientEvents,
} from '@vanilla/contracts';
import type { Socket } from 'socket.io-client';
import { env } from '../config/env';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: Promise<AppSocket> | undefined;
let subscribers = 0;

// The client library comes with the first page that shows live data, not with every page.
const createSocket = async (): Promise<AppSocket> => {
  const { io } = await import('socket.io-client');
  const created: AppSocket = io(env.apiUrl || undefined, {
    withCredentials: true,
    autoConnect: false,
  });
  // The server drops every socket of a session that ends (signed out, password changed or reset,
  // expired, removed from the team), and socket.io does not reconnect on its own after that.
  // While pages listen, try once: a browser signed in again connects, any other is refused.
  created.on('disconnect', (reason) => {
    if (reason === 'io server disconnect' && subscribers > 0) created.connect();
  });
  return created;
};

// Created on first use so pages without live data never open a connection. The session cookie
// authenticates the socket, which the server then joins to its company or user room.
const connectSocket = async (): Promise<AppSocket> => {
  socket ??= createSocket();
  // A chunk that failed to load is tried again by the next page that listens.
  socket.catch(() => (socket = undefined));
  const current = await socket;
  if (!current.connected) current.connect();
  return current;
};

/** Why `resync` runs: the socket (re)connected, or the server refused it. */
export type ResyncReason = 'connected' | 'refused';

type CacheLifecycle<Data> = {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (recipe: (draft: Data) => void) => unknown;
};

/**
 * For use inside an RTK Query `onCacheEntryAdded`: while the cache entry lives, every `event`
 * pushed by the server is applied to it with `patch`. The socket stays connected while at least
 * one cache entry listens. Pushes sent while no socket was connected (between the first load and
 * the connection, or during a reconnect) are lost, so `resync` runs on every (re)connection to
 * fetch the entry afresh, and when the server refuses the socket; its argument says which.
 *
 *   async onCacheEntryAdded(arg, lifecycle) {
 *     await patchCacheOnEvent(lifecycle, 'proposal.updated', (draft, row) => { ... }, () =>
 *       lifecycle.dispatch(api.endpoints.x.initiate(arg, { forceRefetch: true, subscribe: false })),
 *     );
 *   }
 */
export const patchCacheOnEvent = async <Data, Event extends RealtimeEventName>(
  lifecycle: CacheLifecycle<Data>,
  event: Event,
  patch: (draft: Data, payload: RealtimePayload<Event>) => void,
  resync?: (reason: ResyncReason) => unknown,
): Promise<void> =>
  listenWhileCached(
    lifecycle,
    [event],
    (payload: RealtimePayload<Event>) => {
      lifecycle.updateCachedData((draft) => patch(draft, payload));
    },
    resync,
  );

/**
 * For a cache entry whose rows are computed from what the events carry (figures over calls and
 * receptionists) rather than being those rows: while it lives, any of `events` refetches it, and
 * so does every (re)connection.
 */
export const refetchOnEvents = async (
  lifecycle: Pick<CacheLifecycle<unknown>, 'cacheDataLoaded' | 'cacheEntryRemoved'>,
  events: readonly RealtimeEventName[],
  refetch: () => unknown,
): Promise<void> => listenWhileCached(lifecycle, events, () => refetch(), refetch);

const listenWhileCached = async <Event extends RealtimeEventName>(
  lifecycle: Pick<CacheLifecycle<unknown>, 'cacheDataLoaded' | 'cacheEntryRemoved'>,
  events: readonly Event[],
  onEvent: (payload: RealtimePayload<Event>) => void,
  resync?: (reason: ResyncReason) => unknown,
): Promise<void> => {
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    // The entry was removed before its first result arrived: nothing to keep up to date.
    return;
  }
  subscribers += 1;
  let live: AppSocket;
  try {
    live = await connectSocket();
  } catch {
    // The socket client could not be fetched (offline, or a deploy replaced it): the page keeps
    // what it loaded, without live updates.
    subscribers -= 1;
    return;
  }
  // socket.io's listener type is a conditional type that TypeScript cannot resolve for a generic
  // event name; `RealtimePayload<Event>` is the same type spelled through the contracts.
  const listener = onEvent as Parameters<typeof live.on<Event>>[1];
  const onConnect = () => resync?.('connected');
  // Refused, the session has most likely ended: refetching lets its 401 send the app to sign in.
  const onRefused = (error: Error) => {
    if (error.message === 'unauthorized') resync?.('refused');
  };
  for (const event of events) live.on(event, listener);
  live.on('connect', onConnect);
  live.on('connect_error', onRefused);
  if (live.connected) onConnect();
  await lifecycle.cacheEntryRemoved;
  for (const event of events) live.off(event, listener);
  live.off('connect', onConnect);
  live.off('connect_error', onRefused);
  subscribers -= 1;
  if (subscribers === 0) live.disconnect();
};
