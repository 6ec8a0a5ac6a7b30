import { defaultFollowUpPlan, isTimeZone } from '@vanilla/domain';
import type {
  DueFollowUp,
  FollowUpHours,
  FollowUpPlan,
  FollowUpState,
  FollowUpStep,
  ProposalChannel,
} from '@vanilla/domain';
import type { NextFollowUp, ProposalFollowUp } from '@vanilla/contracts';
import type { SqlExecutor } from '../../infrastructure/database/database.js';
import type { Migration } from '../../infrastructure/database/migrations.js';
import { findCompanyTimezone } from '../../receptionists/index.js';

// A company's follow-up plan is a setting (an ordinary row, like the company's profile): what it
// did send is on each proposal's log, with the text as sent.
export const followUpPlanMigrations: Migration[] = [
  {
    id: 'follow-up-plans-001',
    sql: `
CREATE TABLE follow_up_plans (
  company_id text PRIMARY KEY,
  enabled boolean NOT NULL,
  steps jsonb NOT NULL,
  hours jsonb NOT NULL,
  enabled_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
)`,
  },
];

// The follow-up-due projection's table: per proposal with a follow-up coming, which step and when
// (a stopped plan's pending step is due at once, to record its skip). `claimed_until` keeps two
// schedulers from working on one row at once; the log decides whether anything is sent.
export const FOLLOW_UP_DUE_TABLE = 'follow_up_due';
export const followUpDueMigrations: Migration[] = [
  {
    id: 'follow-up-due-001',
    sql: `
CREATE TABLE follow_up_due (
  proposal_id text PRIMARY KEY,
  company_id text NOT NULL,
  step_id text,
  due_at timestamptz NOT NULL,
  claimed_until timestamptz
)`,
  },
  { id: 'follow-up-due-002', sql: 'CREATE INDEX follow_up_due_at ON follow_up_due (due_at)' },
  {
    id: 'follow-up-due-003',
    sql: 'CREATE INDEX follow_up_due_company ON follow_up_due (company_id)',
  },
  {
    // What the dashboard says of the row: the step's channels, and whether a signal stopped the
    // plan (then the step is due only to record its skip).
    id: 'follow-up-due-004',
    sql: `ALTER TABLE follow_up_due ADD COLUMN channels jsonb,
            ADD COLUMN stopped boolean NOT NULL DEFAULT false`,
  },
];

// A row of the follow-up-due table, as its writers compute it from the log and the plan.
export type DueRow = {
  stepId: string;
  dueAt: string;
  channels: ProposalChannel[];
  stopped: boolean;
};

export const dueRowOf = (next: DueFollowUp | null, state: FollowUpState): DueRow | null =>
  next && {
    stepId: next.step.id,
    dueAt: next.dueAt,
    channels: next.step.channels,
    stopped: state.stop !== null,
  };

// What the contractor is shown of a row: a follow-up still to come, or null.
export const nextFollowUpOf = (due: DueRow | null): NextFollowUp | null =>
  due && !due.stopped ? { due_at: due.dueAt, channels: due.channels } : null;

type PlanRow = {
  enabled: boolean;
  steps: FollowUpStep[];
  hours: FollowUpHours;
  enabled_at: Date | string | null;
};

const isoOf = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

// The company's plan, or the default (the three steps, off) when it never saved one.
export const readFollowUpPlan = async (
  db: SqlExecutor,
  companyId: string,
): Promise<FollowUpPlan> => {
  const { rows } = await db.query<PlanRow>(
    'SELECT enabled, steps, hours, enabled_at FROM follow_up_plans WHERE company_id = $1',
    [companyId],
  );
  const row = rows[0];
  if (!row) return defaultFollowUpPlan();
  return {
    enabled: row.enabled,
    steps: row.steps,
    hours: row.hours,
    enabledAt: isoOf(row.enabled_at),
  };
};

// Saves the plan; turning it on (from off) stamps when, so steps due before then are not sent.
export const saveFollowUpPlan = async (
  db: SqlExecutor,
  companyId: string,
  plan: Pick<FollowUpPlan, 'enabled' | 'steps' | 'hours'>,
  userId: string,
): Promise<FollowUpPlan> => {
  const { rows } = await db.query<PlanRow>(
    `INSERT INTO follow_up_plans (company_id, enabled, steps, hours, enabled_at, updated_at, updated_by)
     VALUES ($1, $2, $3::jsonb, $4::jsonb, CASE WHEN $2 THEN now() END, now(), $5)
     ON CONFLICT (company_id) DO UPDATE SET
       enabled = EXCLUDED.enabled, steps = EXCLUDED.steps, hours = EXCLUDED.hours,
       enabled_at = CASE
         WHEN EXCLUDED.enabled AND NOT follow_up_plans.enabled THEN now()
         WHEN EXCLUDED.enabled THEN follow_up_plans.enabled_at
       END,
       updated_at = now(), updated_by = EXCLUDED.updated_by
     RETURNING enabled, steps, hours, enabled_at`,
    [companyId, plan.enabled, JSON.stringify(plan.steps), JSON.stringify(plan.hours), userId],
  );
  const row = rows[0];
  return {
    enabled: row.enabled,
    steps: row.steps,
    hours: row.hours,
    enabledAt: isoOf(row.enabled_at),
  };
};

// Follow-ups keep the company's clock: its receptionists' timezone, as a link's expiry does, or
// UTC for a company without one.
export const followUpTimezone = async (db: SqlExecutor, companyId: string): Promise<string> => {
  const timezone = await findCompanyTimezone(db, companyId);
  return timezone && isTimeZone(timezone) ? timezone : 'UTC';
};

// Writes the row; true when what the contractor is shown of it (nextFollowUpOf) changed.
export const writeDue = async (
  db: SqlExecutor,
  proposalId: string,
  companyId: string,
  due: DueRow | null,
): Promise<boolean> => {
  const { rows } = await db.query<{ due_at: Date | string; channels: ProposalChannel[] | null }>(
    `SELECT due_at, channels FROM follow_up_due
      WHERE proposal_id = $1 AND step_id IS NOT NULL AND NOT stopped`,
    [proposalId],
  );
  const before: NextFollowUp | null = rows[0]?.channels
    ? { due_at: isoOf(rows[0].due_at)!, channels: rows[0].channels }
    : null;
  const changed = JSON.stringify(before) !== JSON.stringify(nextFollowUpOf(due));
  if (due === null) {
    await db.query('DELETE FROM follow_up_due WHERE proposal_id = $1', [proposalId]);
    return changed;
  }
  await db.query(
    `INSERT INTO follow_up_due (proposal_id, company_id, step_id, due_at, channels, stopped)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)
     ON CONFLICT (proposal_id) DO UPDATE SET step_id = EXCLUDED.step_id, due_at = EXCLUDED.due_at,
       channels = EXCLUDED.channels, stopped = EXCLUDED.stopped`,
    [proposalId, companyId, due.stepId, due.dueAt, JSON.stringify(due.channels), due.stopped],
  );
  return changed;
};

// Follow-ups to come (see nextFollowUpOf) of the company's shared proposals, or of one creator's
// (`creatorId`), or of one proposal (`proposalId`); none while the company's plan is off. A row a
// saved plan put up for a fresh look (no step yet) says nothing until the scheduler took it.
export const readFollowUpsToCome = async (
  db: SqlExecutor,
  companyId: string,
  only: { creatorId?: string; proposalId?: string } = {},
): Promise<ProposalFollowUp[]> => {
  const { rows } = await db.query<{
    token: string;
    due_at: Date | string;
    channels: ProposalChannel[];
  }>(
    `SELECT s.token, d.due_at, d.channels FROM follow_up_due d
       JOIN proposal_summaries s ON s.proposal_id = d.proposal_id
       JOIN follow_up_plans p ON p.company_id = d.company_id AND p.enabled
      WHERE d.company_id = $1 AND ($2::text IS NULL OR s.creator_id = $2)
        AND ($3::text IS NULL OR d.proposal_id = $3)
        AND s.token IS NOT NULL AND s.archived_at IS NULL
        AND d.step_id IS NOT NULL AND d.channels IS NOT NULL AND NOT d.stopped
      ORDER BY d.due_at, s.token`,
    [companyId, only.creatorId ?? null, only.proposalId ?? null],
  );
  return rows.map((row) => ({
    token: row.token,
    next_follow_up: { due_at: isoOf(row.due_at)!, channels: row.channels },
  }));
};

export const readDue = async (
  db: SqlExecutor,
  proposalId: string,
): Promise<{ stepId: string | null; dueAt: string } | null> => {
  const { rows } = await db.query<{ step_id: string | null; due_at: Date | string }>(
    'SELECT step_id, due_at FROM follow_up_due WHERE proposal_id = $1',
    [proposalId],
  );
  return rows[0] ? { stepId: rows[0].step_id, dueAt: isoOf(rows[0].due_at)! } : null;
};

// A plan saved: every open proposal of the company is looked at again by the scheduler (now), which
// decides its next step under the new plan. Open means shared and not yet answered.
export const recheckCompany = async (db: SqlExecutor, companyId: string): Promise<void> => {
  await db.query(
    `INSERT INTO follow_up_due (proposal_id, company_id, step_id, due_at)
     SELECT proposal_id, company_id, NULL, now() FROM proposal_summaries
      WHERE company_id = $1 AND status IN ('sent', 'viewed')
     ON CONFLICT (proposal_id) DO UPDATE SET due_at = now(), claimed_until = NULL`,
    [companyId],
  );
};

// Up to `limit` rows due at `now`, claimed for `leaseMs` by this scheduler: another instance
// skips them meanwhile (and takes them over should this one die holding them).
export const claimDue = async (
  db: SqlExecutor,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<Array<{ proposalId: string; companyId: string }>> => {
  const { rows } = await db.query<{ proposal_id: string; company_id: string }>(
    `UPDATE follow_up_due SET claimed_until = now() + $3 * interval '1 millisecond'
      WHERE proposal_id IN (
        SELECT proposal_id FROM follow_up_due
         WHERE due_at <= $1 AND (claimed_until IS NULL OR claimed_until < now())
         ORDER BY due_at LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING proposal_id, company_id`,
    [now.toISOString(), limit, leaseMs],
  );
  return rows.map((row) => ({ proposalId: row.proposal_id, companyId: row.company_id }));
};

export const releaseClaim = (db: SqlExecutor, proposalId: string): Promise<unknown> =>
  db.query('UPDATE follow_up_due SET claimed_until = NULL WHERE proposal_id = $1', [proposalId]);
