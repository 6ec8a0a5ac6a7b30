import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database, SqlExecutor } from '../infrastructure/database/database.js';

export type Contact = { id: string; email: string; username: string; companyId: string };

// How to reach a user, read through `db` or the caller's transaction (a reactor addressing mail
// from within its own). A member removed from the team is out of reach: the company's business
// no longer goes to them.
export const findContact = async (db: SqlExecutor, userId: string): Promise<Contact | null> => {
  const { rows } = await db.query<{
    id: string;
    email: string;
    username: string;
    company_id: string;
  }>('SELECT id, email, username, company_id FROM users WHERE id = $1 AND disabled_at IS NULL', [
    userId,
  ]);
  const row = rows[0];
  return row
    ? { id: row.id, email: row.email, username: row.username, companyId: row.company_id }
    : null;
};

// What other contexts may know of a user: how to reach them (findContact) and what they are called.
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
