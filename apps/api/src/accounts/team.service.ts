import { randomUUID } from 'node:crypto';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { accountMessages } from '@vanilla/contracts';
import type { Invitation, InvitationPreview, TeamMember } from '@vanilla/contracts';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';
import { MailService } from '../mail/index.js';
import { companySignature, findCompanyDetails } from './accounts-directory.js';
import type { Principal } from './principal.js';
import { hashToken, newToken } from './secrets.js';
import { SessionService } from './session.service.js';

const INVITATION_LIFETIME = "interval '7 days'";

const INVITATION_COLUMNS = `id, email, created_at, expires_at,
  CASE WHEN accepted_at IS NOT NULL THEN 'accepted'
       WHEN revoked_at IS NOT NULL THEN 'revoked'
       WHEN expires_at <= now() THEN 'expired'
       ELSE 'pending' END AS status`;

type InvitationRow = Omit<Invitation, 'created_at' | 'expires_at'> & {
  created_at: Date;
  expires_at: Date;
};

const toInvitation = (row: InvitationRow): Invitation => ({
  ...row,
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
});

// A manager's team and the invitations that grow it; every query is bound to the caller's company.
@Injectable()
export class TeamService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly sessions: SessionService,
  ) {}

  async members(companyId: string): Promise<TeamMember[]> {
    const { rows } = await this.db.query<Omit<TeamMember, 'created_at'> & { created_at: Date }>(
      `SELECT id, username, email, user_type, created_at FROM users
        WHERE company_id = $1 AND disabled_at IS NULL ORDER BY user_type, lower(username)`,
      [companyId],
    );
    return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
  }

  // A member leaves the team: they can no longer sign in, their sessions end and their sockets
  // drop. Their row stays, so what they wrote remains the company's, under their name.
  async remove(manager: Principal, userId: string): Promise<void> {
    if (userId === manager.userId) throw new BadRequestException(accountMessages.cannotRemoveSelf);
    const { rowCount } = await this.db.query(
      `UPDATE users SET disabled_at = now()
        WHERE id = $1 AND company_id = $2 AND user_type = 'member' AND disabled_at IS NULL`,
      [userId, manager.companyId],
    );
    if (rowCount === 0) throw new NotFoundException('No team member with this id.');
    await this.sessions.endOthers(userId, null);
  }

  async invitations(companyId: string): Promise<Invitation[]> {
    const { rows } = await this.db.query<InvitationRow>(
      `SELECT ${INVITATION_COLUMNS} FROM invitations WHERE company_id = $1 ORDER BY created_at DESC`,
      [companyId],
    );
    return rows.map(toInvitation);
  }

  // One live invitation per address: inviting again replaces the earlier link. Whether the
  // address already has an account (here or in any company) is never told to the inviter: the
  // answer is the same, and only the mail, which goes to that address's owner, differs.
  async invite(
    principal: Principal,
    email: string,
  ): Promise<{ invitation: Invitation; link: string }> {
    const token = newToken();
    const link = `${this.config.publicBaseUrl}/signup?invitation=${token}`;
    const company = principal.companyName || `${principal.username}'s team`;
    const subject = `${principal.username} invited you to ${company} on Vanilla`;
    // The mail is written with the invitation: there is never a live link nobody was sent.
    const invitation = await this.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE invitations SET revoked_at = now()
          WHERE company_id = $1 AND email = $2 AND accepted_at IS NULL AND revoked_at IS NULL`,
        [principal.companyId, email],
      );
      const { rows } = await tx.query<InvitationRow>(
        `INSERT INTO invitations (id, company_id, email, token_hash, invited_by, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + ${INVITATION_LIFETIME})
         RETURNING ${INVITATION_COLUMNS}`,
        [randomUUID(), principal.companyId, email, hashToken(token), principal.userId],
      );
      const hasAccount =
        (await tx.query('SELECT 1 FROM users WHERE email = $1', [email])).rows.length > 0;
      const details = await findCompanyDetails(tx, principal.companyId);
      const signature = details ? companySignature(details, principal.username) : '';
      await this.mail.send(
        {
          key: `invitation:${rows[0].id}`,
          to: email,
          subject,
          text: hasAccount
            ? `${principal.username} (${principal.email}) invited you to join ${company} on Vanilla.\n\nThis address already has a Vanilla account, and an account belongs to one company, so the invitation cannot be accepted with it. To join ${company}, ask ${principal.username} to invite another address of yours. Your existing account is unchanged; sign in at ${this.config.publicBaseUrl}/signin.\n${signature}`
            : `${principal.username} invited you to join ${company} on Vanilla, where the team writes, sends and tracks proposals and follows the calls the AI receptionist takes.\n\nCreate your account within 7 days:\n\n${link}\n${signature}`,
        },
        tx,
      );
      return toInvitation(rows[0]);
    });
    return { invitation, link };
  }

  async revoke(companyId: string, invitationId: string): Promise<void> {
    const { rowCount } = await this.db.query(
      `UPDATE invitations SET revoked_at = now()
        WHERE id = $1 AND company_id = $2 AND accepted_at IS NULL AND revoked_at IS NULL`,
      [invitationId, companyId],
    );
    if (rowCount === 0) throw new NotFoundException('No pending invitation with this id.');
  }

  async preview(token: string): Promise<InvitationPreview> {
    const { rows } = await this.db.query<{ email: string; company_name: string; expires_at: Date }>(
      `SELECT i.email, coalesce(c.name, u.username || '''s team') AS company_name, i.expires_at
         FROM invitations i JOIN companies c ON c.id = i.company_id
         JOIN users u ON u.id = i.invited_by
        WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL
          AND i.expires_at > now()`,
      [hashToken(token)],
    );
    if (rows.length === 0) throw new NotFoundException(accountMessages.invitationInvalid);
    return { success: true, ...rows[0], expires_at: rows[0].expires_at.toISOString() };
  }
}
