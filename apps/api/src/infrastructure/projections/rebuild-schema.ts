import type { Database } from '../database/database.js';
import { splitStatements } from '../database/migrations.js';
import type { Projection } from './projection.js';

// Where a rebuild replays: a schema of its own holding the projection's tables, made by the
// projection's own migrations, and its own checkpoint and parked events. The replay runs with
// that schema first on the search path, so the projection's SQL (and the checkpoint function,
// which names its table unqualified) write there untouched, while the live tables keep serving.
export type RebuildSchema = {
  name: string;
  live: string;
  // The search path a replay transaction sets: the rebuild schema, then the usual path.
  searchPath: string;
};

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

export const createRebuildSchema = async (
  db: Database,
  projection: Projection,
): Promise<RebuildSchema> => {
  const { rows } = await db.query<{ live: string; path: string }>(
    `SELECT current_schema() AS live, current_setting('search_path') AS path`,
  );
  const name = `rebuild_${projection.name.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}`;
  const schema: RebuildSchema = {
    name,
    live: rows[0].live,
    searchPath: `${quote(name)}, ${rows[0].path}`,
  };
  const [at, live] = [quote(name), quote(schema.live)];
  await db.transaction(async (tx) => {
    // What an interrupted rebuild left behind.
    await tx.query(`DROP SCHEMA IF EXISTS ${at} CASCADE`);
    await tx.query(`CREATE SCHEMA ${at}`);
    await tx.query(`SET LOCAL search_path TO ${schema.searchPath}`);
    for (const migration of projection.migrations) {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
    }
    // What triggers keep beside the tables is for the live ones (see Projection.functions): the
    // copies replay with theirs off, and turn them on as they swap in.
    for (const table of projection.tables) {
      await tx.query(`ALTER TABLE ${at}.${quote(table)} DISABLE TRIGGER USER`);
    }
    await tx.query(
      `CREATE TABLE ${at}.projection_checkpoints (LIKE ${live}.projection_checkpoints INCLUDING ALL)`,
    );
    await tx.query(`INSERT INTO ${at}.projection_checkpoints (name) VALUES ($1)`, [
      projection.name,
    ]);
    await tx.query(
      `CREATE TABLE ${at}.projection_parked_events
         (LIKE ${live}.projection_parked_events INCLUDING ALL)`,
    );
  });
  return schema;
};

// In one transaction: the rebuilt tables replace the live ones, and the rebuild's parked events
// and checkpoint replace the live ones. Returns how many events the rebuild parked.
export const swapInRebuild = (
  db: Database,
  projection: Projection,
  schema: RebuildSchema,
): Promise<number> =>
  db.transaction(async (tx) => {
    const [at, live] = [quote(schema.name), quote(schema.live)];
    for (const table of projection.tables) {
      await tx.query(`DROP TABLE ${live}.${quote(table)}`);
      await tx.query(`ALTER TABLE ${at}.${quote(table)} ENABLE TRIGGER USER`);
      await tx.query(`ALTER TABLE ${at}.${quote(table)} SET SCHEMA ${live}`);
    }
    await tx.query(`DELETE FROM ${live}.projection_parked_events WHERE projection = $1`, [
      projection.name,
    ]);
    const { rowCount } = await tx.query(
      `INSERT INTO ${live}.projection_parked_events SELECT * FROM ${at}.projection_parked_events`,
    );
    await tx.query(
      `UPDATE ${live}.projection_checkpoints AS live
          SET commit_position = rebuilt.commit_position,
              prepare_position = rebuilt.prepare_position,
              last_event_at = rebuilt.last_event_at, updated_at = now()
         FROM ${at}.projection_checkpoints AS rebuilt
        WHERE live.name = rebuilt.name`,
    );
    await tx.query(`DROP SCHEMA ${at} CASCADE`);
    return rowCount;
  });

export const dropRebuildSchema = async (db: Database, schema: RebuildSchema): Promise<void> => {
  await db.query(`DROP SCHEMA IF EXISTS ${quote(schema.name)} CASCADE`);
};

// Fresh statistics of the rebuild's tables; cached plans that read them are made again.
export const analyzeTables = async (
  db: Database,
  projection: Projection,
  schema: RebuildSchema,
): Promise<void> => {
  const tables = projection.tables.map((table) => `${quote(schema.name)}.${quote(table)}`);
  if (tables.length > 0) await db.query(`ANALYZE ${tables.join(', ')}`);
};
