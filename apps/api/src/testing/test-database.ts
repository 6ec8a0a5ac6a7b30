import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPgDatabase } from '../infrastructure/database/pg-database.js';
import { createPgliteDatabase } from '../infrastructure/database/pglite-database.js';
import type { Database } from '../infrastructure/database/database.js';
import { closeOnce, opening } from './suite-resources.js';

export type TestDatabase = { db: Database; url: string | null; drop(): Promise<void> };

export const postgresUrl = process.env.DATABASE_URL || null;

export const NO_POSTGRES_REASON =
  'skipped: DATABASE_URL is not set, so the real-Postgres run has no server';

const withDatabaseName = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

// A database of its own on the server DATABASE_URL names, dropped afterwards, so concurrent test
// runs never see each other's rows.
export const createScratchPostgresUrl = (): Promise<{
  url: string;
  drop(): Promise<void>;
}> =>
  opening(async () => {
    if (!postgresUrl) throw new Error('DATABASE_URL is not set');
    const name = `vanilla_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    return {
      url: withDatabaseName(postgresUrl, name),
      drop: closeOnce(async () => {
        const client = new pg.Client({ connectionString: postgresUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      }),
    };
  });

export const createTestDatabase = async (kind: 'pglite' | 'postgres'): Promise<TestDatabase> => {
  if (kind === 'pglite') {
    const db = await opening(() => createPgliteDatabase());
    return { db, url: null, drop: closeOnce(() => db.close()) };
  }
  const scratch = await createScratchPostgresUrl();
  const db = createPgDatabase({ connectionString: scratch.url, max: 24 });
  return {
    db,
    url: scratch.url,
    drop: closeOnce(async () => {
      await db.close();
      await scratch.drop();
    }),
  };
};

// The database kinds a suite runs on: always PGlite, and real Postgres when DATABASE_URL is set.
export const databaseKinds = (): Array<'pglite' | 'postgres'> =>
  postgresUrl ? ['pglite', 'postgres'] : ['pglite'];
