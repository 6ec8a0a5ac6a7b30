import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { clearCookie, readCookie, setCookie } from '../infrastructure/http/http.js';
import type { CookieOptions, HttpReply, HttpRequest } from '../infrastructure/http/http.js';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database, SqlExecutor, SqlParam } from '../infrastructure/database/database.js';
import { SessionSockets } from '../infrastructure/realtime/session-sockets.js';
import type { Principal, RequestWithPrincipal } from './principal.js';
import { hashToken, newToken } from './secrets.js';

export const SESSION_COOKIE = 'vanilla_session';
// Readable by the web to check its stored sign-in state against (000 §4).
export const AUTH_STATE_COOKIE = 'auth_state';
export const SESSION_CHECK_COOKIE = 'session_check';

const DAY_MS = 24 * 60 * 60 * 1000;
const REMEMBER_MS = 30 * DAY_MS;
// A browser-session cookie still needs an end on the server: a day, renewed while in use.
const BROWSER_SESSION_MS = DAY_MS;

// A session's row as sessionSql reads it.
export type SessionRow = {
  session_id: string;
  user_id: string;
  company_id: string;
  user_type: Principal['role'];
  email: string;
  username: string;
  company_name: string;
  due: boolean;
};

// A live session: who it is, and whether its last-seen time is to move on (`due`).
export type FoundSession = { principal: Principal; due: boolean };

// A session counts until its end, and only while its user may still sign in.
const LIVE_SESSION = 's.expires_at > now() AND u.disabled_at IS NULL';

// Milliseconds each live session among these has left, on the database's clock (sockets wait for
// their session's end with it).
export const sessionsTimeLeft = async (
  db: SqlExecutor,
  sessionIds: readonly string[],
): Promise<Map<string, number>> => {
  const { rows } = await db.query<{ id: string; ms: number }>(
    `SELECT s.id, extract(epoch FROM s.expires_at - now())::float8 * 1000 AS ms
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = ANY($1::uuid[]) AND ${LIVE_SESSION}`,
    [sessionIds],
  );
  return new Map(rows.map((row) => [row.id, row.ms]));
};

const deleteSessions = async (
  db: SqlExecutor,
  where: string,
  params: SqlParam[],
): Promise<string[]> => {
  const { rows } = await db.query<{ id: string }>(
    `DELETE FROM sessions WHERE ${where} RETURNING id`,
    params,
  );
  return rows.map((row) => row.id);
};

// A session's last-seen time (and a browser session's end with it) moves on at most this often.
const TOUCH_EVERY_SECONDS = 300;

// The live session whose token hashes to the statement's parameter `tokenHash` (hashToken), as
// SessionRow: shared by HTTP requests, socket handshakes, and a route that checks its caller in
// its own statement (AuthenticatedInStatement). `due`: its last-seen time is to move on
// (`SessionService.touch`).
export const sessionSql = (tokenHash: string): string =>
  `SELECT s.id AS session_id, u.id AS user_id, u.company_id, u.user_type, u.email, u.username,
          coalesce(c.name, '') AS company_name,
          s.last_seen_at < now() - make_interval(secs => ${TOUCH_EVERY_SECONDS}) AS due
     FROM sessions s JOIN users u ON u.id = s.user_id JOIN companies c ON c.id = u.company_id
    WHERE s.token_hash = ${tokenHash} AND ${LIVE_SESSION}`;

export const foundSession = (row: SessionRow): FoundSession => ({
  principal: {
    sessionId: row.session_id,
    userId: row.user_id,
    companyId: row.company_id,
    role: row.user_type,
    email: row.email,
    username: row.username,
    companyName: row.company_name,
  },
  due: row.due,
});

const findSession = async (db: SqlExecutor, token: string): Promise<FoundSession | null> => {
  const { rows } = await db.query<SessionRow>(sessionSql('$1'), [hashToken(token)], {
    // Every signed-in request runs it.
    prepareAs: 'session_find',
  });
  return rows[0] ? foundSession(rows[0]) : null;
};

export const findPrincipal = async (db: SqlExecutor, token: string): Promise<Principal | null> =>
  (await findSession(db, token))?.principal ?? null;

// The one place sessions end: each way of ending them deletes the rows and tells realtime, which
// drops their sockets on every instance (DESIGN §7).
@Injectable()
export class SessionService {
  private readonly secure: boolean;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sockets: SessionSockets,
  ) {
    this.secure = config.publicBaseUrl.startsWith('https://');
  }

  find(token: string | null): Promise<FoundSession | null> {
    return token ? findSession(this.db, token) : Promise.resolve(null);
  }

  // The hash of the session token the request carries (null: it carries none), as sessionSql
  // takes it.
  tokenHashOf(request: HttpRequest): string | null {
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    return token ? hashToken(token) : null;
  }

  // Makes a session found for the request its caller (null: none is signed in): what was written
  // for it goes to no cache, and its last-seen time moves on when due.
  async admit(
    request: RequestWithPrincipal,
    response: HttpReply,
    found: FoundSession | null,
  ): Promise<void> {
    request.principal = found?.principal ?? null;
    if (!found) return;
    // Made for this session: no cache (the browser's included) may keep it past the session's end
    // and show it to whoever uses the browser next without asking us.
    void response.header('Cache-Control', 'no-store');
    if (found.due) await this.touch(found.principal.sessionId);
  }

  // A new random token for each sign-in (never reusing one the browser already had).
  async start(
    response: HttpReply,
    userId: string,
    remember: boolean,
    client: { ip: string; userAgent: string },
    replacing: string | null = null,
  ): Promise<void> {
    const token = newToken();
    const lifetime = remember ? REMEMBER_MS : BROWSER_SESSION_MS;
    const replaced = await this.db.transaction(async (tx) => {
      const ended = replacing ? await deleteSessions(tx, 'id = $1', [replacing]) : [];
      await tx.query(
        `INSERT INTO sessions (id, token_hash, user_id, remember, expires_at, ip, user_agent)
         VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), $6, $7)`,
        [
          randomUUID(),
          hashToken(token),
          userId,
          remember,
          lifetime / 1000,
          client.ip,
          client.userAgent.slice(0, 500),
        ],
      );
      return ended;
    });
    this.sockets.ended(replaced);
    this.setCookies(response, token, remember ? lifetime : null);
  }

  async end(response: HttpReply, sessionId: string | null): Promise<void> {
    if (sessionId) this.sockets.ended(await deleteSessions(this.db, 'id = $1', [sessionId]));
    this.clearCookies(response);
  }

  // After a password change, a reset or removal from the team: every session of the user but
  // the one kept (if any) ends.
  async endOthers(userId: string, keepSessionId: string | null): Promise<void> {
    this.sockets.ended(
      await deleteSessions(this.db, 'user_id = $1 AND id IS DISTINCT FROM $2', [
        userId,
        keepSessionId,
      ]),
    );
  }

  // Browser sessions slide: in use, they stay alive; remembered ones keep their 30 days.
  async touch(sessionId: string): Promise<void> {
    await this.db.query(
      `UPDATE sessions SET last_seen_at = now(),
              expires_at = CASE WHEN remember THEN expires_at ELSE now() + make_interval(secs => $2) END
        WHERE id = $1 AND last_seen_at < now() - make_interval(secs => $3)`,
      [sessionId, BROWSER_SESSION_MS / 1000, TOUCH_EVERY_SECONDS],
    );
  }

  clearCookies(response: HttpReply): void {
    const base = this.cookieBase();
    clearCookie(response, SESSION_COOKIE, { ...base, httpOnly: true });
    clearCookie(response, AUTH_STATE_COOKIE, base);
    clearCookie(response, SESSION_CHECK_COOKIE, base);
  }

  private setCookies(response: HttpReply, token: string, maxAgeMs: number | null): void {
    const base = { ...this.cookieBase(), ...(maxAgeMs ? { maxAgeMs } : {}) };
    setCookie(response, SESSION_COOKIE, token, { ...base, httpOnly: true });
    setCookie(response, AUTH_STATE_COOKIE, 'authenticated', base);
    setCookie(response, SESSION_CHECK_COOKIE, newToken().slice(0, 16), base);
  }

  private cookieBase(): CookieOptions {
    return { path: '/', sameSite: 'lax', secure: this.secure };
  }
}
