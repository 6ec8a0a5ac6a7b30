import { Inject, Logger } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { OnGatewayInit } from '@nestjs/websockets';
import { companyRoom, userRoom } from '@vanilla/contracts';
import { RealtimePublisher } from './realtime-publisher.js';
import type { RealtimeServer } from './realtime-publisher.js';
import { SOCKET_AUTHENTICATOR } from './socket-authenticator.js';
import type { SocketAuthenticator, SocketPrincipal } from './socket-authenticator.js';

export const roomsFor = (principal: SocketPrincipal): string[] =>
  principal.role === 'manager' ? [companyRoom(principal.companyId)] : [userRoom(principal.userId)];

@WebSocketGateway({ serveClient: false })
export class RealtimeGateway implements OnGatewayInit {
  private readonly logger = new Logger(RealtimeGateway.name);

  @WebSocketServer()
  server!: RealtimeServer;

  constructor(
    @Inject(SOCKET_AUTHENTICATOR) private readonly authenticator: SocketAuthenticator,
    private readonly publisher: RealtimePublisher,
  ) {}

  afterInit(server: RealtimeServer): void {
    // Refused during the handshake: an unauthenticated client never gets a connected socket.
    server.use((socket, next) => {
      this.authenticator
        .authenticate({ headers: socket.handshake.headers, auth: socket.handshake.auth })
        .then((principal) => {
          if (!principal) return next(new Error('unauthorized'));
          socket.data.principal = principal;
          void socket.join(roomsFor(principal));
          next();
        })
        .catch((error: unknown) => {
          this.logger.error(`Socket authentication failed: ${String(error)}`);
          next(new Error('unauthorized'));
        });
    });
    this.publisher.attach(server);
  }
}
