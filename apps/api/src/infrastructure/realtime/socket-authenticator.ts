import type { IncomingHttpHeaders } from 'node:http';

export type SocketPrincipal = {
  userId: string;
  companyId: string;
  role: 'manager' | 'member';
  // The session the socket lives on: when it ends, so does the socket.
  sessionId: string;
};

export type SocketHandshake = {
  headers: IncomingHttpHeaders;
  auth: Record<string, unknown>;
};

// The accounts port sockets authenticate through: the session cookie in the handshake decides
// who is on the other end, or null to refuse the connection.
export type SocketAuthenticator = {
  authenticate(handshake: SocketHandshake): Promise<SocketPrincipal | null>;
  // How long each of these sessions still lasts unless it is extended, in milliseconds measured
  // on the sessions' own clock (the database's); a session that has ended is left out.
  timeLeft(sessionIds: readonly string[]): Promise<Map<string, number>>;
};

export const SOCKET_AUTHENTICATOR = Symbol('SOCKET_AUTHENTICATOR');
