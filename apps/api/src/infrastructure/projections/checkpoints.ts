import type { SqlExecutor } from '../database/database.js';
import type { Migration } from '../database/migrations.js';
import type { Position } from '../event-store/event-store.js';

export const checkpointMigrations: Migration[] = [
  {
    id: 'projections-001',
    sql: `
CREATE TABLE projection_checkpoints (
  name text PRIMARY KEY,
  commit_position bigint,
  prepare_position bigint,
  last_event_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
)`,
  },
];

type CheckpointRow = {
  commit_position: string | number | null;
  prepare_position: string | number | null;
  last_event_at: Date | null;
};

export type Checkpoint = { position: Position | null; lastEventAt: Date | null };

export const readCheckpoint = async (db: SqlExecutor, name: string): Promise<Checkpoint> => {
  await db.query(
    'INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING',
    [name],
  );
  const { rows } = await db.query<CheckpointRow>(
    'SELECT commit_position, prepare_position, last_event_at FROM projection_checkpoints WHERE name = $1',
    [name],
  );
  const row = rows[0];
  return {
    position:
      row.commit_position === null || row.prepare_position === null
        ? null
        : { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
    lastEventAt: row.last_event_at,
  };
};

// Compare-and-set: only the runner that read `from` may move the checkpoint. Should two
// instances ever both believe they lead, one transaction fails and its batch rolls back.
export const advanceCheckpoint = async (
  tx: SqlExecutor,
  name: string,
  from: Position | null,
  to: Position,
  lastEventAt: Date,
): Promise<boolean> => {
  const result = await tx.query(
    `UPDATE projection_checkpoints
        SET commit_position = $2, prepare_position = $3, last_event_at = $4, updated_at = now()
      WHERE name = $1
        AND commit_position IS NOT DISTINCT FROM $5::bigint
        AND prepare_position IS NOT DISTINCT FROM $6::bigint`,
    [
      name,
      to.commit.toString(),
      to.prepare.toString(),
      lastEventAt,
      from?.commit.toString() ?? null,
      from?.prepare.toString() ?? null,
    ],
  );
  return result.rowCount === 1;
};

export const resetCheckpoint = (tx: SqlExecutor, name: string) =>
  tx.query(
    `UPDATE projection_checkpoints
        SET commit_position = NULL, prepare_position = NULL, last_event_at = NULL, updated_at = now()
      WHERE name = $1`,
    [name],
  );
