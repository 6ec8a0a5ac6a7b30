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
