import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { clearCookie, setCookie } from '../infrastructure/http/http.js';
import type { CookieOptions, HttpReply } from '../infrastructure/http/http.js';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database, SqlExecutor } from '../infrastructure/database/database.js';
import type { Principal } from './principal.js';
import { hashToken, newToken } from './secrets.js';

export const SESSION_COOKIE = 'vanilla_session';
// Readable by the web to check its stored sign-in state against (000 §4).
export const AUTH_STATE_COOKIE = 'auth_state';
export const SESSION_CHECK_COOKIE = 'session_check';

const DAY_MS = 24 * 60 * 60 * 1000;
const REMEMBER_MS = 30 * DAY_MS;
// A browser-session cookie still needs an end on the server: a day, renewed while in use.
const BROWSER_SESSION_MS = DAY_MS;

type PrincipalRow = {
  session_id: string;
  user_id: string;
  company_id: string;
  user_type: Principal['role'];
  email: string;
  username: string;
  company_name: string;
  remember: boolean;
  expires_at: Date;
};

// Looks a session token up; shared by HTTP requests and socket handshakes.
export const findPrincipal = async (db: SqlExecutor, token: string): Promise<Principal | null> => {
  const { rows } = await db.query<PrincipalRow>(
    `SELECT s.id AS session_id, u.id AS user_id, u.company_id, u.user_type, u.email, u.username,
            c.name AS company_name, s.remember, s.expires_at
       FROM sessions s JOIN users u ON u.id = s.user_id JOIN companies c ON c.id = u.company_id
      WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    companyId: row.company_id,
    role: row.user_type,
    email: row.email,
    username: row.username,
    companyName: row.company_name,
  };
};

@Injectable()
export class SessionService {
  private readonly secure: boolean;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secure = config.publicBaseUrl.startsWith('https://');
  }

  find(token: string | null): Promise<Principal | null> {
    return token ? findPrincipal(this.db, token) : Promise.resolve(null);
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
    await this.db.transaction(async (tx) => {
      if (replacing) await tx.query('DELETE FROM sessions WHERE id = $1', [replacing]);
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
    });
    this.setCookies(response, token, remember ? lifetime : null);
  }

  async end(response: HttpReply, sessionId: string | null): Promise<void> {
    if (sessionId) await this.db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
    this.clearCookies(response);
  }

  // After a password change or reset: every other session of the user ends.
  async endOthers(userId: string, keepSessionId: string | null): Promise<void> {
    await this.db.query('DELETE FROM sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2', [
      userId,
      keepSessionId,
    ]);
  }

  // Browser sessions slide: in use, they stay alive; remembered ones keep their 30 days.
  async touch(sessionId: string): Promise<void> {
    await this.db.query(
      `UPDATE sessions SET last_seen_at = now(),
              expires_at = CASE WHEN remember THEN expires_at ELSE now() + make_interval(secs => $2) END
        WHERE id = $1 AND last_seen_at < now() - interval '5 minutes'`,
      [sessionId, BROWSER_SESSION_MS / 1000],
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
