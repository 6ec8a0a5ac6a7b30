import type { IncomingHttpHeaders } from 'node:http';

export type SocketPrincipal = {
  userId: string;
  companyId: string;
  role: 'manager' | 'member';
};

export type SocketHandshake = {
  headers: IncomingHttpHeaders;
  auth: Record<string, unknown>;
};

// The accounts port sockets authenticate through: the session cookie in the handshake decides
// who is on the other end, or null to refuse the connection.
export type SocketAuthenticator = {
  authenticate(handshake: SocketHandshake): Promise<SocketPrincipal | null>;
};

export const SOCKET_AUTHENTICATOR = Symbol('SOCKET_AUTHENTICATOR');
