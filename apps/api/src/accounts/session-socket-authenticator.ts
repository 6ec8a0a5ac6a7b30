import type { Database } from '../infrastructure/database/database.js';
import { readCookie } from '../infrastructure/http/http.js';
import type { SocketAuthenticator } from '../infrastructure/realtime/socket-authenticator.js';
import { findPrincipal, SESSION_COOKIE, sessionsTimeLeft } from './session.service.js';

// Sockets authenticate with the same session cookie as HTTP: no valid cookie, no connection. They
// last as long as that session.
export const sessionSocketAuthenticator = (db: Database): SocketAuthenticator => ({
  async authenticate({ headers }) {
    const token = readCookie(headers.cookie, SESSION_COOKIE);
    const principal = token ? await findPrincipal(db, token) : null;
    return principal
      ? {
          userId: principal.userId,
          companyId: principal.companyId,
          role: principal.role,
          sessionId: principal.sessionId,
        }
      : null;
  },
  timeLeft: (sessionIds) => sessionsTimeLeft(db, sessionIds),
});
