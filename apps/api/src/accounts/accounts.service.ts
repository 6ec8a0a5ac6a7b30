import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  GoneException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
} from '@nestjs/common';
import { accountMessages } from '@vanilla/contracts';
import type { SessionUser, UserType } from '@vanilla/contracts';
import type { ChangePasswordRequest, RegisterRequest } from '@vanilla/contracts/dto';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { DATABASE, isUniqueViolation } from '../infrastructure/database/database.js';
import type { Database, SqlExecutor } from '../infrastructure/database/database.js';
import { TooManyRequestsException } from '../infrastructure/http/too-many-requests.js';
import { MailService } from '../mail/index.js';
import type { Principal } from './principal.js';
import { burnPasswordCheck, hashPassword, hashToken, newToken, verifyPassword } from './secrets.js';
import { SessionService } from './session.service.js';

const FAILURE_WINDOW = "interval '15 minutes'";
const MAX_FAILURES = 10;
const RESET_LIFETIME = "interval '1 hour'";
const MAX_RESETS_PER_HOUR = 5;

type UserRow = {
  id: string;
  company_id: string;
  email: string;
  username: string;
  password_hash: string;
  user_type: UserType;
  company_name: string;
};

// A company not named yet answers '' (the web asks its manager for a name).
const USER_COLUMNS = `u.id, u.company_id, u.email, u.username, u.password_hash, u.user_type,
  coalesce(c.name, '') AS company_name`;

export const toSessionUser = (
  user: Pick<UserRow, 'id' | 'email' | 'username' | 'user_type' | 'company_name'>,
): SessionUser => ({
  id: user.id,
  email: user.email,
  username: user.username,
  user_type: user.user_type,
  company_name: user.company_name,
});

export const principalUser = (principal: Principal): SessionUser => ({
  id: principal.userId,
  email: principal.email,
  username: principal.username,
  user_type: principal.role,
  company_name: principal.companyName,
});

export class TooManyAttemptsException extends TooManyRequestsException {
  constructor(retryAfterMs: number) {
    super(accountMessages.lockedOut, retryAfterMs);
  }
}

@Injectable()
export class AccountsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
  ) {}

  // Sign-up makes a company and its manager; an invitation instead joins its company as member.
  // The request never chooses the role.
  async register(request: RegisterRequest): Promise<UserRow> {
    const passwordHash = await hashPassword(request.password);
    const profile = {
      phone: request.phone ?? '',
      industry: request.industry ?? '',
      business_size: request.business_size ?? '',
      business_role: request.business_role ?? '',
      business_address: request.business_address ?? '',
      business_website: request.business_website ?? '',
      reasons: request.reasons ?? [],
    };
    try {
      return await this.db.transaction(async (tx) => {
        let companyId: string;
        let role: UserType;
        if (request.invitation_token) {
          companyId = await this.acceptInvitation(tx, request.invitation_token, request.email);
          role = 'member';
        } else {
          companyId = randomUUID();
          role = 'manager';
          // Left blank, the company stays unnamed until its manager names it in Settings.
          await tx.query('INSERT INTO companies (id, name) VALUES ($1, $2)', [
            companyId,
            request.company_name || null,
          ]);
        }
        const id = randomUUID();
        await tx.query(
          `INSERT INTO users (id, company_id, email, username, password_hash, user_type, profile)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            id,
            companyId,
            request.email,
            request.username,
            passwordHash,
            role,
            JSON.stringify(profile),
          ],
        );
        return (await this.findUser(tx, 'u.id = $1', id))!;
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ConflictException(accountMessages.emailTaken);
      }
      throw error;
    }
  }

  // Checks the lockout before the password, records failures, and answers one message for an
  // unknown email and a wrong password alike.
  async authenticate(email: string, password: string, ip: string): Promise<UserRow> {
    const lockedForMs = await this.lockoutLeft(email, ip);
    if (lockedForMs !== null) throw new TooManyAttemptsException(lockedForMs);
    const user = await this.findUser(this.db, 'u.email = $1', email);
    const valid = user
      ? await verifyPassword(user.password_hash, password)
      : await burnPasswordCheck(password).then(() => false);
    if (!user || !valid) {
      await this.db.query(
        `INSERT INTO auth_attempts (kind, email, ip) VALUES ('login_failed', $1, $2)`,
        [email, ip],
      );
      throw new HttpException(accountMessages.invalidLogin, HttpStatus.UNAUTHORIZED);
    }
    await this.db.query(`DELETE FROM auth_attempts WHERE kind = 'login_failed' AND email = $1`, [
      email,
    ]);
    return user;
  }

  // Always the same answer; a link goes out only to an existing account, at most 5 an hour.
  async requestReset(email: string, ip: string): Promise<void> {
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::int8 AS n FROM auth_attempts
        WHERE kind = 'reset_requested' AND (email = $1 OR ip = $2) AND at > now() - interval '1 hour'`,
      [email, ip],
    );
    await this.db.query(
      `INSERT INTO auth_attempts (kind, email, ip) VALUES ('reset_requested', $1, $2)`,
      [email, ip],
    );
    if (rows[0].n >= MAX_RESETS_PER_HOUR) return;
    const user = await this.findUser(this.db, 'u.email = $1', email);
    if (!user) return;
    const token = newToken();
    const tokenHash = hashToken(token);
    const link = `${this.config.publicBaseUrl}/reset-password?token=${token}&email=${encodeURIComponent(email)}`;
    // The mail is written with the token: there is never a live link nobody was sent.
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + ${RESET_LIFETIME})`,
        [tokenHash, user.id],
      );
      await this.mail.send(
        {
          key: `password-reset:${tokenHash}`,
          to: email,
          subject: 'Reset your Vanilla password',
          text: `Hi ${user.username},\n\nSomeone asked to reset the password of your Vanilla account. If it was you, open this link within an hour to choose a new one:\n\n${link}\n\nIf it wasn't you, ignore this message: your password stays as it is.\n`,
        },
        tx,
      );
    });
  }

  // Single use, within the hour, for the email it was sent to; ends every session of the user.
  async resetPassword(token: string, email: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const userId = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ user_id: string }>(
        `UPDATE password_resets r SET used_at = now()
           FROM users u
          WHERE r.token_hash = $1 AND r.user_id = u.id AND u.email = $2 AND u.disabled_at IS NULL
            AND r.used_at IS NULL AND r.expires_at > now()
          RETURNING r.user_id`,
        [hashToken(token), email],
      );
      if (rows.length === 0) return null;
      await tx.query(
        'UPDATE users SET password_hash = $2, password_changed_at = now() WHERE id = $1',
        [rows[0].user_id, passwordHash],
      );
      await tx.query('DELETE FROM password_resets WHERE user_id = $1 AND used_at IS NULL', [
        rows[0].user_id,
      ]);
      return rows[0].user_id;
    });
    if (!userId) throw new BadRequestException(accountMessages.resetFailed);
    await this.sessions.endOthers(userId, null);
  }

  async changePassword(principal: Principal, request: ChangePasswordRequest): Promise<void> {
    if (request.newPassword === request.currentPassword) {
      throw new BadRequestException(accountMessages.newPasswordSame);
    }
    const user = await this.findUser(this.db, 'u.id = $1', principal.userId);
    if (!user || !(await verifyPassword(user.password_hash, request.currentPassword))) {
      throw new BadRequestException(accountMessages.currentPasswordWrong);
    }
    await this.db.query(
      'UPDATE users SET password_hash = $2, password_changed_at = now() WHERE id = $1',
      [principal.userId, await hashPassword(request.newPassword)],
    );
    await this.sessions.endOthers(principal.userId, principal.sessionId);
  }

  // How long sign-in stays locked for this email or address, or null when it is not: a lock
  // lifts when the 10th latest failure leaves the window.
  private async lockoutLeft(email: string, ip: string): Promise<number | null> {
    const latestAllowed = (column: 'email' | 'ip', param: string) =>
      `(SELECT at FROM auth_attempts
         WHERE kind = 'login_failed' AND ${column} = ${param} AND at > now() - ${FAILURE_WINDOW}
         ORDER BY at DESC OFFSET $3 LIMIT 1)`;
    const { rows } = await this.db.query<{ left_ms: number | null }>(
      `SELECT (extract(epoch FROM greatest(${latestAllowed('email', '$1')}, ${latestAllowed('ip', '$2')})
                 + ${FAILURE_WINDOW} - now()) * 1000)::float8 AS left_ms`,
      [email, ip, MAX_FAILURES - 1],
    );
    return rows[0].left_ms;
  }

  private async acceptInvitation(tx: SqlExecutor, token: string, email: string): Promise<string> {
    const { rows } = await tx.query<{ company_id: string }>(
      `UPDATE invitations SET accepted_at = now()
        WHERE token_hash = $1 AND email = $2 AND accepted_at IS NULL AND revoked_at IS NULL
          AND expires_at > now()
        RETURNING company_id`,
      [hashToken(token), email],
    );
    if (rows.length === 0) throw new GoneException(accountMessages.invitationInvalid);
    return rows[0].company_id;
  }

  // A member removed from their team is no account any more: no sign-in, no reset, no change.
  private async findUser(db: SqlExecutor, where: string, value: string): Promise<UserRow | null> {
    const { rows } = await db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM users u JOIN companies c ON c.id = u.company_id
        WHERE u.disabled_at IS NULL AND ${where}`,
      [value],
    );
    return rows[0] ?? null;
  }
}
