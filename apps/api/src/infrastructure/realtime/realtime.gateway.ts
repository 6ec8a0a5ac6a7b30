import { Inject, Logger } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { OnGatewayConnection, OnGatewayDisconnect, OnGatewayInit } from '@nestjs/websockets';
import { companyRoom, userRoom } from '@vanilla/contracts';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { headerOf, isCrossOrigin } from '../http/http.js';
import { Metrics } from '../metrics/metrics.js';
import { RealtimePublisher } from './realtime-publisher.js';
import type { RealtimeServer, RealtimeSocket } from './realtime-publisher.js';
import { SessionSockets, sessionRoom } from './session-sockets.js';
import { SOCKET_AUTHENTICATOR } from './socket-authenticator.js';
import type { SocketAuthenticator, SocketPrincipal } from './socket-authenticator.js';

// What a socket hears: a manager the whole company, a member their own rows. Every socket also
// joins its user's and its session's rooms, by which it is dropped when the session ends.
export const roomsFor = ({ role, companyId, userId, sessionId }: SocketPrincipal): string[] => [
  ...(role === 'manager' ? [companyRoom(companyId)] : []),
  userRoom(userId),
  sessionRoom(sessionId),
];

@WebSocketGateway({ serveClient: false })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger(RealtimeGateway.name);

  @WebSocketServer()
  server!: RealtimeServer;

  private readonly publicOrigin: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(SOCKET_AUTHENTICATOR) private readonly authenticator: SocketAuthenticator,
    private readonly publisher: RealtimePublisher,
    private readonly sessions: SessionSockets,
    private readonly metrics: Metrics,
  ) {
    this.publicOrigin = new URL(config.publicBaseUrl).origin;
  }

  afterInit(server: RealtimeServer): void {
    // Refused during the handshake: an unauthenticated client never gets a connected socket, nor
    // does a page of another origin that the browser lent its cookie to, as HTTP refuses its posts.
    server.use((socket, next) => {
      const { handshake } = socket;
      // A browser cannot set X-Forwarded-Proto on a handshake, so it cannot pass for same-origin.
      const protocol =
        headerOf(handshake, 'x-forwarded-proto')?.split(',')[0].trim() ??
        (handshake.secure ? 'https' : 'http');
      if (isCrossOrigin(handshake, this.publicOrigin, protocol)) {
        return next(new Error('cross-origin'));
      }
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
    this.sessions.attach(server);
    this.metrics.gaugeOnScrape(
      'socketio_connections',
      'Signed-in Socket.IO connections open on this instance',
      [],
      () => [{ value: server.of('/').sockets.size }],
    );
  }

  handleConnection(socket: RealtimeSocket): void {
    void this.sessions.watch(socket.data.principal.sessionId);
  }

  handleDisconnect(socket: RealtimeSocket): void {
    this.sessions.release(socket.data.principal.sessionId);
  }
}
