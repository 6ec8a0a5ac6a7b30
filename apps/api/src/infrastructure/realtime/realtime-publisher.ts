import { Injectable } from '@nestjs/common';
import type {
  ClientToServerEvents,
  RealtimeEventName,
  ServerToClientEvents,
} from '@vanilla/contracts';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import type { Push } from '../projections/projection.js';
import type { SocketPrincipal } from './socket-authenticator.js';

// Every connected socket carries whom the handshake authenticated.
type SocketData = { principal: SocketPrincipal };

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  DefaultEventsMap,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  DefaultEventsMap,
  SocketData
>;

// Sends committed read-model rows to the rooms that may see them. With the Redis adapter the
// emit reaches sockets connected to every API instance.
@Injectable()
export class RealtimePublisher {
  private server: RealtimeServer | null = null;

  attach(server: RealtimeServer): void {
    this.server = server;
  }

  publish(pushes: readonly Push[]): void {
    if (!this.server) return;
    for (const push of pushes) {
      // Typed per event at the projection; the union is narrowed by `push.event`.
      (this.server.to(push.rooms).emit as (event: RealtimeEventName, payload: unknown) => boolean)(
        push.event,
        push.payload,
      );
    }
  }
}
