import type { Database } from './database.js';

export type Migration = { id: string; sql: string };

// Arbitrary constant: two instances starting together take turns migrating.
const MIGRATION_LOCK = 727_001;

export const runMigrations = async (db: Database, migrations: readonly Migration[]) => {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    // Under the lock: two `CREATE TABLE IF NOT EXISTS` at once can both try to create it.
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         id text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.id));
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
    }
  });
};

// Statements are separated by a line holding only `--;` so function bodies may contain `;`.
export const splitStatements = (sql: string): string[] =>
  sql
    .split(/^--;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
