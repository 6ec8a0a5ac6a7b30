import type { SendChannel } from '@vanilla/contracts';
import type { Database, SqlExecutor } from '../infrastructure/database/database.js';
import type { Migration } from '../infrastructure/database/migrations.js';

// Command-side lookups written synchronously (not projections): which proposal a share token
// opens, and signature images and proposal photos stored once by the SHA-256 of their bytes.
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
  {
    id: 'proposal-storage-002',
    // A photo is served only while a shared proposal that lists it may be read; owners say which
    // proposals to ask (two proposals may show the same picture).
    sql: `
CREATE TABLE proposal_photos (
  sha256 text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)
--;
CREATE TABLE proposal_photo_owners (
  sha256 text NOT NULL REFERENCES proposal_photos (sha256),
  proposal_id text NOT NULL,
  PRIMARY KEY (sha256, proposal_id)
)`,
  },
  {
    id: 'proposal-storage-003',
    // A signed proposal's sealed PDF, written the first time it is asked for (by the signing
    // mail or a download) and addressed by the SHA-256 of its bytes: it never changes after.
    sql: `
CREATE TABLE sealed_pdfs (
  proposal_id text PRIMARY KEY,
  sha256 text NOT NULL UNIQUE,
  pdf bytea NOT NULL,
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

export type StoredPhoto = { sha256: string; contentType: string; bytes: Buffer };

// The photos of a proposal about to be shared, with the proposal they belong to: one transaction,
// and a picture already stored (by this or another proposal) is kept as it is.
export const storeProposalPhotos = async (
  db: Database,
  proposalId: string,
  photos: readonly StoredPhoto[],
): Promise<void> => {
  if (photos.length === 0) return;
  await db.script(
    photos.flatMap((photo) => [
      {
        sql: `INSERT INTO proposal_photos (sha256, content_type, bytes) VALUES ($1, $2, $3)
              ON CONFLICT (sha256) DO NOTHING`,
        params: [photo.sha256, photo.contentType, photo.bytes],
      },
      {
        sql: `INSERT INTO proposal_photo_owners (sha256, proposal_id) VALUES ($1, $2)
              ON CONFLICT DO NOTHING`,
        params: [photo.sha256, proposalId],
      },
    ]),
  );
};

export const findPhotoOwners = async (db: SqlExecutor, sha256: string): Promise<string[]> => {
  const { rows } = await db.query<{ proposal_id: string }>(
    'SELECT proposal_id FROM proposal_photo_owners WHERE sha256 = $1 ORDER BY proposal_id',
    [sha256],
  );
  return rows.map((row) => row.proposal_id);
};

export const loadProposalPhoto = async (
  db: SqlExecutor,
  sha256: string,
): Promise<StoredPhoto | null> => {
  const { rows } = await db.query<{ content_type: string; bytes: Uint8Array }>(
    'SELECT content_type, bytes FROM proposal_photos WHERE sha256 = $1',
    [sha256],
  );
  const row = rows[0];
  return row ? { sha256, contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
};

// Each send of a proposal to its client, by the key its message went out under: what a provider's
// later word on that message (a mail given up, a text not delivered) is about.
export const proposalDeliveryMigrations: Migration[] = [
  {
    id: 'proposal-deliveries-001',
    sql: `
CREATE TABLE proposal_deliveries (
  key text PRIMARY KEY,
  proposal_id text NOT NULL,
  delivery text NOT NULL,
  channel text NOT NULL,
  address text NOT NULL
)`,
  },
];

export type ProposalDelivery = {
  proposalId: string;
  delivery: string;
  channel: SendChannel;
  address: string;
};

export const recordProposalDelivery = (
  db: SqlExecutor,
  key: string,
  { proposalId, delivery, channel, address }: ProposalDelivery,
) =>
  db.query(
    `INSERT INTO proposal_deliveries (key, proposal_id, delivery, channel, address)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (key) DO NOTHING`,
    [key, proposalId, delivery, channel, address],
  );

export const findProposalDelivery = async (
  db: SqlExecutor,
  key: string,
): Promise<ProposalDelivery | null> => {
  const { rows } = await db.query<ProposalDelivery>(
    `SELECT proposal_id AS "proposalId", delivery, channel, address
       FROM proposal_deliveries WHERE key = $1`,
    [key],
  );
  return rows[0] ?? null;
};

export type SealedPdf = { sha256: string; pdf: Buffer };

// The first PDF written for a proposal stays its PDF (rendering is deterministic, so a racing
// writer would have written the same bytes anyway).
export const storeSealedPdf = async (
  db: SqlExecutor,
  proposalId: string,
  sealed: SealedPdf,
): Promise<void> => {
  await db.query(
    `INSERT INTO sealed_pdfs (proposal_id, sha256, pdf) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [proposalId, sealed.sha256, sealed.pdf],
  );
};

export const loadSealedPdf = async (
  db: SqlExecutor,
  proposalId: string,
): Promise<SealedPdf | null> => {
  const { rows } = await db.query<{ sha256: string; pdf: Uint8Array }>(
    'SELECT sha256, pdf FROM sealed_pdfs WHERE proposal_id = $1',
    [proposalId],
  );
  return rows[0] ? { sha256: rows[0].sha256, pdf: Buffer.from(rows[0].pdf) } : null;
};
