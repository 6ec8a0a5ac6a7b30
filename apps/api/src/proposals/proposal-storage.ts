import type { Database, SqlExecutor } from '../infrastructure/database/database.js';
import type { Migration } from '../infrastructure/database/migrations.js';

// Command-side lookups written synchronously (not projections): which proposal a share token
// opens, and signature images stored once by the SHA-256 of their bytes.
export const proposalStorageMigrations: Migration[] = [
  {
    id: 'proposal-storage-001',
    sql: `
CREATE TABLE proposal_tokens (
  token text PRIMARY KEY,
  proposal_id text NOT NULL UNIQUE,
  company_id text NOT NULL,
  creator_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)
--;
CREATE TABLE signature_images (
  sha256 text PRIMARY KEY,
  png bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)`,
  },
];

export type TokenOwner = {
  token: string;
  proposalId: string;
  companyId: string;
  creatorId: string;
};

export const reserveToken = (db: SqlExecutor, owner: TokenOwner) =>
  db.query(
    'INSERT INTO proposal_tokens (token, proposal_id, company_id, creator_id) VALUES ($1, $2, $3, $4)',
    [owner.token, owner.proposalId, owner.companyId, owner.creatorId],
  );

const findOwner = async (
  db: SqlExecutor,
  column: 'token' | 'proposal_id',
  value: string,
): Promise<TokenOwner | null> => {
  const { rows } = await db.query<{
    token: string;
    proposal_id: string;
    company_id: string;
    creator_id: string;
  }>(
    `SELECT token, proposal_id, company_id, creator_id FROM proposal_tokens WHERE ${column} = $1`,
    [value],
  );
  const row = rows[0];
  return row
    ? {
        token: row.token,
        proposalId: row.proposal_id,
        companyId: row.company_id,
        creatorId: row.creator_id,
      }
    : null;
};

export const findToken = (db: SqlExecutor, token: string) => findOwner(db, 'token', token);

export const findOwnerOfProposal = (db: SqlExecutor, proposalId: string) =>
  findOwner(db, 'proposal_id', proposalId);

export const storeSignatureImage = (db: Database, sha256: string, png: Buffer) =>
  db.query(
    'INSERT INTO signature_images (sha256, png) VALUES ($1, $2) ON CONFLICT (sha256) DO NOTHING',
    [sha256, png],
  );

export const loadSignatureImage = async (
  db: SqlExecutor,
  sha256: string,
): Promise<Buffer | null> => {
  const { rows } = await db.query<{ png: Uint8Array }>(
    'SELECT png FROM signature_images WHERE sha256 = $1',
    [sha256],
  );
  return rows[0] ? Buffer.from(rows[0].png) : null;
};
