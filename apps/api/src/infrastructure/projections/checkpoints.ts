import type { SqlExecutor, Statement } from '../database/database.js';
import type { Migration } from '../database/migrations.js';
import type { Position } from '../event-store/event-store.js';

const CHECKPOINT_MOVED_SQLSTATE = 'VA412';

export const isCheckpointMoved = (error: unknown): boolean =>
  error instanceof Error && (error as { code?: string }).code === CHECKPOINT_MOVED_SQLSTATE;

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
  {
    id: 'projections-002',
    sql: `
-- Moves a projection's checkpoint from where its runner read it, or fails the transaction
-- (SQLSTATE VA412) when another runner moved it meanwhile: as a statement of the batch's own
-- transaction, the read-model change and the checkpoint commit together or not at all.
CREATE FUNCTION projection_advance_checkpoint(
  p_name text,
  p_from_commit bigint,
  p_from_prepare bigint,
  p_to_commit bigint,
  p_to_prepare bigint,
  p_last_event_at timestamptz
) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE projection_checkpoints
     SET commit_position = p_to_commit, prepare_position = p_to_prepare,
         last_event_at = p_last_event_at, updated_at = now()
   WHERE name = p_name
     AND commit_position IS NOT DISTINCT FROM p_from_commit
     AND prepare_position IS NOT DISTINCT FROM p_from_prepare;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = '${CHECKPOINT_MOVED_SQLSTATE}',
      MESSAGE = 'checkpoint of ' || p_name || ' moved elsewhere';
  END IF;
END;
$$`,
  },
];

type CheckpointRow = {
  commit_position: string | number | null;
  prepare_position: string | number | null;
  last_event_at: Date | null;
  updated_at: Date;
};

export type Checkpoint = { position: Position | null; lastEventAt: Date | null };

const CHECKPOINT_COLUMNS = 'commit_position, prepare_position, last_event_at, updated_at';

const toCheckpoint = (row: CheckpointRow | undefined): Checkpoint => ({
  position:
    !row || row.commit_position === null || row.prepare_position === null
      ? null
      : { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
  lastEventAt: row?.last_event_at ?? null,
});

export const readCheckpoint = async (db: SqlExecutor, name: string): Promise<Checkpoint> => {
  await db.query(
    'INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING',
    [name],
  );
  return (await readStoredCheckpoint(db, name)).checkpoint;
};

// The checkpoint as stored, and when it last moved (null before the projection first ran).
export const readStoredCheckpoint = async (
  db: SqlExecutor,
  name: string,
): Promise<{ checkpoint: Checkpoint; updatedAt: Date | null }> => {
  const { rows } = await db.query<CheckpointRow>(
    `SELECT ${CHECKPOINT_COLUMNS} FROM projection_checkpoints WHERE name = $1`,
    [name],
  );
  return { checkpoint: toCheckpoint(rows[0]), updatedAt: rows[0]?.updated_at ?? null };
};

// Compare-and-set, as a statement of the batch's transaction: only the runner that read `from`
// may move the checkpoint. Should two instances ever both believe they lead, one transaction
// fails (isCheckpointMoved) and its batch rolls back.
export const advanceCheckpoint = (
  name: string,
  from: Position | null,
  to: Position,
  lastEventAt: Date,
): Statement => ({
  sql: 'SELECT projection_advance_checkpoint($1, $2::bigint, $3::bigint, $4::bigint, $5::bigint, $6)',
  params: [
    name,
    from?.commit.toString() ?? null,
    from?.prepare.toString() ?? null,
    to.commit.toString(),
    to.prepare.toString(),
    lastEventAt,
  ],
  prepare: true,
});
