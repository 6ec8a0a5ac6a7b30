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

// A user's name as the team list shows it ('' for no user of that company), read through `db` or
// a projection's transaction.
export const findUsername = async (
  db: SqlExecutor,
  companyId: string,
  userId: string,
): Promise<string> => {
  const { rows } = await db.query<{ username: string }>(
    'SELECT username FROM users WHERE id = $1 AND company_id = $2',
    [userId, companyId],
  );
  return rows[0]?.username ?? '';
};

// A company as it presents itself: '' for what it has not said, its name included.
export type CompanyDetails = {
  name: string;
  address: string;
  phone: string;
  email: string;
  licenseNumber: string;
  website: string;
  logoSha256: string | null;
  // How many days a shared proposal's link works unless the share says otherwise.
  proposalValidityDays: number;
  updatedAt: Date | null;
};

// Where a stored logo is served: a path on the API, so pages load it from their own origin.
export const companyLogoPath = (sha256: string): string => `/api/company-logos/${sha256}`;

// The company profile, read through `db` or the caller's transaction (a reactor signing a mail
// from within its own).
export const findCompanyDetails = async (
  db: SqlExecutor,
  companyId: string,
): Promise<CompanyDetails | null> => {
  const { rows } = await db.query<{
    name: string | null;
    address: string;
    phone: string;
    email: string;
    license_number: string;
    website: string;
    logo_sha256: string | null;
    proposal_validity_days: number;
    profile_updated_at: Date | null;
  }>(
    `SELECT name, address, phone, email, license_number, website, logo_sha256,
            proposal_validity_days, profile_updated_at
       FROM companies WHERE id = $1`,
    [companyId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    name: row.name ?? '',
    address: row.address,
    phone: row.phone,
    email: row.email,
    licenseNumber: row.license_number,
    website: row.website,
    logoSha256: row.logo_sha256,
    proposalValidityDays: row.proposal_validity_days,
    updatedAt: row.profile_updated_at,
  };
};

// The closing of a mail sent on a company's behalf: who sends it, then the company as its profile
// presents it, leaving out what it has not filled in.
export const companySignature = (
  company: Pick<
    CompanyDetails,
    'name' | 'licenseNumber' | 'phone' | 'email' | 'website' | 'address'
  >,
  sender?: string,
): string => {
  const lines = [
    sender ?? '',
    [company.name, company.licenseNumber && `License ${company.licenseNumber}`]
      .filter(Boolean)
      .join(' · '),
    [company.phone, company.email, company.website].filter(Boolean).join(' · '),
    company.address,
  ].filter((line) => line !== '');
  return lines.length === 0 ? '' : `\n-- \n${lines.join('\n')}\n`;
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
