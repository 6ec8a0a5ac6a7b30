import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Principal } from '../accounts/index.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database, SqlExecutor } from '../infrastructure/database/database.js';
import type { Receptionist } from '@vanilla/contracts';
import { RECEPTIONIST_COLUMNS, toReceptionist } from './projections/receptionist.projection.js';
import type { ReceptionistRow } from './projections/receptionist.projection.js';

export const RECEPTIONIST_NOT_FOUND = 'Receptionist not found';

// The number a company's texts go out from: a bought one first, else its receptionists' shared
// test number (test mode keeps texts in the outbox anyway); null when it has no receptionist.
export const findTextingNumber = async (
  db: SqlExecutor,
  companyId: string,
): Promise<string | null> => {
  const { rows } = await db.query<{ phone_number: string }>(
    `SELECT phone_number FROM receptionists WHERE company_id = $1 AND phone_number <> ''
      ORDER BY test_mode, created_at LIMIT 1`,
    [companyId],
  );
  return rows[0]?.phone_number ?? null;
};

// Where the company is, as its receptionists' operating hours say (its first receptionist's);
// null when it has none. Companies record no timezone of their own.
export const findCompanyTimezone = async (
  db: SqlExecutor,
  companyId: string,
): Promise<string | null> => {
  const { rows } = await db.query<{ timezone: string | null }>(
    `SELECT operating_hours->>'timezone' AS timezone FROM receptionists
      WHERE company_id = $1 ORDER BY created_at LIMIT 1`,
    [companyId],
  );
  return rows[0]?.timezone || null;
};

// Reads of the receptionists read model: scoped to a caller (a manager sees the company's, a
// member their own), or found by what a provider's webhook names.
@Injectable()
export class ReceptionistDirectory {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async list(principal: Principal): Promise<ReceptionistRow[]> {
    const { rows } = await this.db.query<ReceptionistRow>(
      `SELECT ${RECEPTIONIST_COLUMNS} FROM receptionists
        WHERE company_id = $1 AND ($2 OR creator_id = $3)
        ORDER BY created_at`,
      [principal.companyId, principal.role === 'manager', principal.userId],
    );
    return rows;
  }

  // Another company's id, or a member asking for a colleague's, answers not found.
  async forPrincipal(principal: Principal, id: string): Promise<ReceptionistRow> {
    const { rows } = await this.db.query<ReceptionistRow>(
      `SELECT ${RECEPTIONIST_COLUMNS} FROM receptionists
        WHERE receptionist_id = $1 AND company_id = $2 AND ($3 OR creator_id = $4)`,
      [id, principal.companyId, principal.role === 'manager', principal.userId],
    );
    if (!rows[0]) throw new NotFoundException(RECEPTIONIST_NOT_FOUND);
    return rows[0];
  }

  // The receptionist as the API answers it.
  async receptionistFor(principal: Principal, id: string): Promise<Receptionist> {
    return toReceptionist(await this.forPrincipal(principal, id));
  }

  async byId(id: string): Promise<ReceptionistRow | null> {
    return this.one('by_id', 'receptionist_id = $1', [id]);
  }

  async byAssistantId(assistantId: string): Promise<ReceptionistRow | null> {
    return this.one('by_assistant', 'vapi_assistant_id = $1', [assistantId]);
  }

  async byVapiPhoneNumberId(id: string): Promise<ReceptionistRow | null> {
    return this.one('by_vapi_number', 'vapi_phone_number_id = $1', [id]);
  }

  // Only bought numbers identify a receptionist; the shared test number belongs to many.
  async byPhoneNumber(phoneNumber: string): Promise<ReceptionistRow | null> {
    return this.one('by_number', 'phone_number = $1 AND NOT test_mode', [phoneNumber]);
  }

  // Every webhook looks one up: each lookup is planned once per connection.
  private async one(
    name: string,
    where: string,
    params: string[],
  ): Promise<ReceptionistRow | null> {
    const { rows } = await this.db.query<ReceptionistRow>(
      `SELECT ${RECEPTIONIST_COLUMNS} FROM receptionists WHERE ${where} ORDER BY created_at LIMIT 1`,
      params,
      { prepareAs: `receptionist_${name}` },
    );
    return rows[0] ?? null;
  }
}
