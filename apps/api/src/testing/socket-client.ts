import type {
  ClientToServerEvents,
  RealtimeEventName,
  RealtimePayload,
  ServerToClientEvents,
} from '@vanilla/contracts';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { closeOnce } from './suite-resources.js';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// Connects and resolves once connected, or rejects with the server's refusal.
export const connectSocket = (
  url: string,
  auth: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  new Promise<TestSocket>((resolve, reject) => {
    const socket: TestSocket = io(url, {
      transports: ['websocket'],
      auth,
      extraHeaders: headers,
      reconnection: false,
      forceNew: true,
    });
    const close = closeOnce(async () => void socket.close());
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      void close();
      reject(error);
    });
  });

// Everything the socket receives of one event, to assert on what arrived and what did not.
export const collect = <E extends RealtimeEventName>(socket: TestSocket, event: E) => {
  const received: RealtimePayload<E>[] = [];
  (socket.on as (event: string, listener: (payload: RealtimePayload<E>) => void) => void)(
    event,
    (payload) => received.push(payload),
  );
  return {
    received,
    async waitFor(predicate: (payload: RealtimePayload<E>) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = received.find(predicate);
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`No matching ${event} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
  };
};

// When and why the socket was disconnected, to assert that the server dropped it in time.
export const watchDisconnect = (socket: TestSocket) => {
  let dropped: { at: number; reason: string } | null = null;
  socket.once('disconnect', (reason) => {
    dropped = { at: Date.now(), reason };
  });
  return {
    get connected() {
      return dropped === null;
    },
    async waitFor(timeoutMs: number): Promise<{ at: number; reason: string }> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (dropped) return dropped;
        if (Date.now() > deadline) throw new Error(`Still connected after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
  };
};
