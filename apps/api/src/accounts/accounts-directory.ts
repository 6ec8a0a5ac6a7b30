import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database, SqlExecutor } from '../infrastructure/database/database.js';

export type Contact = { id: string; email: string; username: string; companyId: string };

// Who hears of a user's proposals, read through `db` or the caller's transaction (a reactor
// addressing mail from within its own): the user, or once they are removed from the team, their
// company's managers, so that a client's signature or question still reaches someone.
export const findAddressees = async (db: SqlExecutor, userId: string): Promise<Contact[]> => {
  const { rows } = await db.query<{
    id: string;
    email: string;
    username: string;
    company_id: string;
  }>(
    `SELECT id, email, username, company_id FROM users WHERE id = $1 AND disabled_at IS NULL
     UNION ALL
     SELECT m.id, m.email, m.username, m.company_id
       FROM users u JOIN users m ON m.company_id = u.company_id
      WHERE u.id = $1 AND u.disabled_at IS NOT NULL
        AND m.user_type = 'manager' AND m.disabled_at IS NULL`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    username: row.username,
    companyId: row.company_id,
  }));
};

// What other contexts may know of a user: who hears of their work (findAddressees) and what they
// are called.
@Injectable()
export class AccountsDirectory {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async usernames(companyId: string): Promise<Map<string, string>> {
    const { rows } = await this.db.query<{ id: string; username: string }>(
      'SELECT id, username FROM users WHERE company_id = $1',
      [companyId],
    );
    return new Map(rows.map((row) => [row.id, row.username]));
  }
}
