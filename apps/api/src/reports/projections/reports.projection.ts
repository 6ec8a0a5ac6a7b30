import { Injectable } from '@nestjs/common';
import type { ReportNarrative, ReportRow, ReportShare } from '@vanilla/contracts';
import {
  DEFAULT_OPENING_HOURS,
  isWithinOperatingHours,
  reportEventTypes,
  tallyViews,
  toCents,
} from '@vanilla/domain';
import type {
  CallEvent,
  JobEvent,
  OperatingHours,
  ProposalEvent,
  ReceptionistEvent,
  ReportEvent,
} from '@vanilla/domain';
import { findUsername } from '../../accounts/index.js';
import type { SqlExecutor, Statement } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import type { Projection, Push } from '../../infrastructure/projections/projection.js';

export const REPORTS_PROJECTION = 'reports';

export type ReportsEvent =
  | ReportEvent
  | Extract<
      ProposalEvent,
      { type: 'ProposalGenerated' | 'ProposalShared' | 'ProposalViewed' | 'ProposalSigned' }
    >
  | Extract<JobEvent, { type: 'JobOpened' | 'JobScheduled' | 'JobInvoiced' | 'JobPaymentRecorded' }>
  | Extract<CallEvent, { type: 'CallStarted' | 'CallCompleted' }>
  | Extract<ReceptionistEvent, { type: 'ReceptionistCreated' | 'ReceptionistUpdated' }>;

// The business hours a call is "after hours" against when its receptionist has none (it answers
// around the clock): Monday to Friday, 9:00 AM to 5:00 PM, the setup wizard's own default day.
export const defaultBusinessHours = (timezone: string): OperatingHours => ({
  timezone,
  days: Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => [
      day,
      DEFAULT_OPENING_HOURS,
    ]),
  ),
});

export type ReportTableRow = {
  report_id: string;
  company_id: string;
  created_by: string;
  created_by_name: string;
  name: string;
  type: ReportRow['type'];
  template: ReportRow['template'];
  from_day: string;
  to_day: string;
  timezone: string;
  team_member_id: string | null;
  status: ReportRow['status'];
  created_at: Date;
  last_viewed_at: Date | null;
  share_token: string | null;
  shared_at: Date | null;
  narrative: string | null;
  narrative_by: 'llm' | 'composer' | null;
  narrative_at: Date | null;
};

export const REPORT_COLUMNS = `report_id, company_id, created_by, created_by_name, name, type,
  template, from_day::text AS from_day, to_day::text AS to_day, timezone, team_member_id, status,
  created_at, last_viewed_at, share_token, shared_at, narrative, narrative_by, narrative_at`;

// The signed-out page of a share link: `/shared-report/{token}` on the public site.
export const reportShareUrl = (publicBaseUrl: string, token: string): string =>
  `${publicBaseUrl}/shared-report/${token}`;

export const toReportShare = (row: ReportTableRow, publicBaseUrl: string): ReportShare | null =>
  row.share_token && row.shared_at
    ? {
        token: row.share_token,
        url: reportShareUrl(publicBaseUrl, row.share_token),
        created_at: row.shared_at.toISOString(),
      }
    : null;

export const toReportNarrative = (row: ReportTableRow): ReportNarrative | null =>
  row.narrative && row.narrative_by && row.narrative_at
    ? {
        text: row.narrative,
        written_by: row.narrative_by,
        written_at: row.narrative_at.toISOString(),
      }
    : null;

// `share` is the live link for a caller who may manage it (a manager), null for anyone else.
export const toReportRow = (row: ReportTableRow, share: ReportShare | null = null): ReportRow => ({
  id: row.report_id,
  name: row.name,
  type: row.type,
  template: row.template,
  createdBy: row.created_by_name,
  created_by_id: row.created_by,
  created_at: row.created_at.toISOString(),
  last_viewed: row.last_viewed_at?.toISOString() ?? null,
  status: row.status,
  from: row.from_day,
  to: row.to_day,
  timezone: row.timezone,
  team_member_id: row.team_member_id,
  share,
});

// Saved reports, and the facts of every proposal the Performance figures are computed from: when
// it was written, shared, first opened and signed, by whom, for how much.
@Injectable()
export class ReportsProjection implements Projection<ReportsEvent> {
  readonly name = REPORTS_PROJECTION;
  readonly eventTypes: readonly ReportsEvent['type'][] = [
    ...reportEventTypes,
    'ProposalGenerated',
    'ProposalShared',
    'ProposalViewed',
    'ProposalSigned',
    'JobOpened',
    'JobScheduled',
    'JobInvoiced',
    'JobPaymentRecorded',
    'CallStarted',
    'CallCompleted',
    'ReceptionistCreated',
    'ReceptionistUpdated',
  ];
  readonly tables = [
    'reports',
    'report_proposals',
    'report_jobs',
    'report_money',
    'report_calls',
    'report_business_hours',
  ];
  readonly migrations = [
    {
      id: 'reports-001',
      sql: `
CREATE TABLE reports (
  report_id text PRIMARY KEY,
  company_id text NOT NULL,
  created_by text NOT NULL,
  created_by_name text NOT NULL DEFAULT '',
  name text NOT NULL,
  type text NOT NULL,
  template text NOT NULL,
  from_day date NOT NULL,
  to_day date NOT NULL,
  timezone text NOT NULL,
  team_member_id text,
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  last_viewed_at timestamptz
)
--;
CREATE INDEX reports_company ON reports (company_id, created_at DESC)
--;
CREATE TABLE report_proposals (
  proposal_id text PRIMARY KEY,
  company_id text NOT NULL,
  creator_id text NOT NULL,
  created_at timestamptz NOT NULL,
  shared_at timestamptz,
  first_viewed_at timestamptz,
  signed_at timestamptz,
  value double precision NOT NULL DEFAULT 0
)
--;
CREATE INDEX report_proposals_company ON report_proposals (company_id, shared_at)`,
    },
    {
      // The share link and the narrative; what the Financial (jobs invoiced and paid, in cents)
      // and Operations (calls, judged against their receptionist's business hours) figures read.
      id: 'reports-002',
      sql: `
ALTER TABLE reports ADD COLUMN share_token text, ADD COLUMN shared_at timestamptz,
  ADD COLUMN narrative text, ADD COLUMN narrative_by text, ADD COLUMN narrative_at timestamptz
--;
CREATE UNIQUE INDEX reports_share_token ON reports (share_token)
--;
CREATE INDEX report_proposals_created ON report_proposals (company_id, created_at)
--;
CREATE INDEX report_proposals_signed ON report_proposals (company_id, signed_at)
--;
CREATE TABLE report_jobs (
  job_id text PRIMARY KEY,
  company_id text NOT NULL,
  team_member_id text NOT NULL
)
--;
CREATE TABLE report_money (
  entry_id text PRIMARY KEY,
  job_id text NOT NULL,
  company_id text NOT NULL,
  kind text NOT NULL,
  cents bigint NOT NULL,
  at timestamptz,
  day date
)
--;
CREATE INDEX report_money_company ON report_money (company_id, kind)
--;
CREATE TABLE report_calls (
  call_id text PRIMARY KEY,
  company_id text NOT NULL,
  owner_id text,
  receptionist_id text,
  from_number text NOT NULL,
  provider text NOT NULL,
  routed_to text NOT NULL,
  after_hours boolean NOT NULL,
  answered boolean NOT NULL DEFAULT false,
  duration_seconds int NOT NULL DEFAULT 0,
  started_at timestamptz NOT NULL
)
--;
CREATE INDEX report_calls_company ON report_calls (company_id, started_at)
--;
CREATE INDEX report_calls_caller ON report_calls (receptionist_id, from_number, started_at)
--;
CREATE TABLE report_business_hours (
  receptionist_id text PRIMARY KEY,
  hours jsonb NOT NULL
)`,
    },
  ];

  // Only a proposal's first view matters to a report: a run of views is one statement.
  readonly mergeable: Projection<ReportsEvent>['mergeable'] = {
    eventTypes: ['ProposalViewed'],
    statement: (events: readonly RecordedEvent<ReportsEvent>[]): Statement => {
      const views = tallyViews(events);
      return {
        sql: `UPDATE report_proposals SET first_viewed_at = v.first
              FROM unnest($1::text[], $2::timestamptz[]) AS v(id, first)
              WHERE proposal_id = v.id AND first_viewed_at IS NULL`,
        params: [[...views.keys()], [...views.values()].map((view) => view.first)],
      };
    },
    pushes: () => [],
    // Views write report_proposals alone, so a run of them goes on past every event that does
    // not write its proposal's row there: what else a statement writes gets a key of its own.
    rowOf: (event: RecordedEvent<ReportsEvent>) =>
      'proposalId' in event.data ? `proposal:${event.data.proposalId}` : `event:${event.id}`,
  };

  // Every event but a report's creation (which looks up its author's name) writes one statement
  // known from the event alone, so a busy minute's calls and proposals are one round trip with the
  // checkpoint. A call recorded before calls carried their receptionist's hours is applied alone.
  readonly scripted: Projection<ReportsEvent>['scripted'] = {
    eventTypes: this.eventTypes.filter(
      (type) => type !== 'ReportCreated' && type !== 'ProposalViewed',
    ),
    statement: (event: RecordedEvent<ReportsEvent>) => reportStatement(event),
    pushes: () => [],
  };

  async apply(event: RecordedEvent<ReportsEvent>, tx: SqlExecutor): Promise<Push[]> {
    if (event.type === 'ReportCreated') {
      const d = event.data;
      await tx.query(
        `INSERT INTO reports (report_id, company_id, created_by, created_by_name, name, type,
           template, from_day, to_day, timezone, team_member_id, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'draft', $12)
         ON CONFLICT (report_id) DO NOTHING`,
        [
          d.reportId,
          d.companyId,
          d.createdBy,
          await findUsername(tx, d.companyId, d.createdBy),
          d.name,
          d.type,
          d.template,
          d.from,
          d.to,
          d.timezone,
          d.teamMemberId,
          d.createdAt,
        ],
      );
      return [];
    }
    if (event.type === 'CallStarted' || event.type === 'CallCompleted') {
      const { rows } = await tx.query<{ hours: OperatingHours }>(
        'SELECT hours FROM report_business_hours WHERE receptionist_id = $1',
        [event.data.receptionistId],
      );
      await run(tx, callStatement(event.data, rows[0]?.hours));
      return [];
    }
    const statement = reportStatement(event);
    if (statement !== 'apply') await run(tx, statement);
    return [];
  }
}

const run = async (tx: SqlExecutor, statement: Statement | null) => {
  if (statement) await tx.query(statement.sql, statement.params);
};

// What one event writes, from the event alone: null when nothing, 'apply' when it needs a read.
const reportStatement = (event: RecordedEvent<ReportsEvent>): Statement | null | 'apply' => {
  switch (event.type) {
    case 'ReportCreated':
      return 'apply';
    case 'ReportPublished':
      return {
        sql: `UPDATE reports SET status = 'published' WHERE report_id = $1`,
        params: [event.data.reportId],
      };
    case 'ReportViewed':
      return {
        sql: 'UPDATE reports SET last_viewed_at = $2 WHERE report_id = $1',
        params: [event.data.reportId, event.data.viewedAt],
      };
    case 'ProposalGenerated': {
      const d = event.data;
      return {
        sql: `INSERT INTO report_proposals (proposal_id, company_id, creator_id, created_at)
              VALUES ($1, $2, $3, $4) ON CONFLICT (proposal_id) DO NOTHING`,
        params: [d.proposalId, d.companyId, d.creatorId, d.generatedAt],
      };
    }
    case 'ProposalShared': {
      const d = event.data;
      return {
        sql: `INSERT INTO report_proposals (proposal_id, company_id, creator_id, created_at,
                shared_at, value)
              VALUES ($1, $2, $3, $4, $4, $5)
              ON CONFLICT (proposal_id) DO UPDATE SET shared_at = EXCLUDED.shared_at,
                value = EXCLUDED.value`,
        params: [d.proposalId, d.companyId, d.creatorId, d.sharedAt, d.value],
      };
    }
    case 'ProposalViewed':
      // Applied as a run (see `mergeable`).
      return null;
    case 'ProposalSigned':
      return {
        // Signed, a proposal is worth the option and add-ons its client chose.
        sql: `UPDATE report_proposals SET signed_at = $2, value = COALESCE($3::double precision, value)
              WHERE proposal_id = $1`,
        params: [event.data.proposalId, event.data.signedAt, event.data.choice?.total ?? null],
      };
    case 'ReportShared':
      return {
        sql: 'UPDATE reports SET share_token = $2, shared_at = $3 WHERE report_id = $1',
        params: [event.data.reportId, event.data.token, event.data.sharedAt],
      };
    case 'ReportShareRevoked':
      return {
        sql: 'UPDATE reports SET share_token = NULL, shared_at = NULL WHERE report_id = $1',
        params: [event.data.reportId],
      };
    case 'ReportNarrativeWritten':
      return {
        sql: `UPDATE reports SET narrative = $2, narrative_by = $3, narrative_at = $4
               WHERE report_id = $1`,
        params: [event.data.reportId, event.data.text, event.data.writtenBy, event.data.writtenAt],
      };
    case 'JobOpened':
    case 'JobScheduled':
      return {
        sql: `INSERT INTO report_jobs (job_id, company_id, team_member_id) VALUES ($1, $2, $3)
              ON CONFLICT (job_id) DO UPDATE SET team_member_id = EXCLUDED.team_member_id`,
        params: [event.data.jobId, event.data.companyId, event.data.teamMemberId],
      };
    case 'JobInvoiced':
      return moneyStatement(`invoice:${event.data.jobId}`, event.data, 'invoiced', {
        at: event.data.invoicedAt,
      });
    case 'JobPaymentRecorded':
      return moneyStatement(`payment:${event.data.paymentId}`, event.data, 'paid', {
        day: event.data.paidOn,
      });
    case 'ReceptionistCreated':
    case 'ReceptionistUpdated':
      return {
        sql: `INSERT INTO report_business_hours (receptionist_id, hours) VALUES ($1, $2)
              ON CONFLICT (receptionist_id) DO UPDATE SET hours = EXCLUDED.hours`,
        params: [event.data.receptionistId, JSON.stringify(event.data.operatingHours)],
      };
    case 'CallStarted':
    case 'CallCompleted':
      return event.data.businessHours
        ? callStatement(event.data, event.data.businessHours)
        : 'apply';
  }
};

// An invoice (one per job: invoicing again corrects it) or a payment, in exact cents.
const moneyStatement = (
  entryId: string,
  d: { jobId: string; companyId: string; amount: number },
  kind: 'invoiced' | 'paid',
  when: { at?: string; day?: string },
): Statement => ({
  sql: `INSERT INTO report_money (entry_id, job_id, company_id, kind, cents, at, day)
        VALUES ($1, $2, $3, $4, $5, $6, $7)
        ON CONFLICT (entry_id) DO UPDATE SET cents = EXCLUDED.cents, at = EXCLUDED.at,
          day = EXCLUDED.day`,
  params: [
    entryId,
    d.jobId,
    d.companyId,
    kind,
    toCents(d.amount),
    when.at ?? null,
    when.day ?? null,
  ],
});

// A call as the Operations figures count it: after hours when it began outside its
// receptionist's business hours (or the default week when it has none); answered once it
// completed as such.
const callStatement = (
  d: Extract<ReportsEvent, { type: 'CallStarted' | 'CallCompleted' }>['data'],
  own: OperatingHours | undefined,
): Statement => {
  const hours = own && Object.keys(own.days).length > 0 ? own : defaultBusinessHours(d.timezone);
  const completed = 'outcome' in d;
  return {
    sql: `INSERT INTO report_calls AS c (call_id, company_id, owner_id, receptionist_id,
            from_number, provider, routed_to, after_hours, answered, duration_seconds, started_at)
          VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
          ON CONFLICT (call_id) DO UPDATE SET
            answered = c.answered OR EXCLUDED.answered,
            duration_seconds = GREATEST(c.duration_seconds, EXCLUDED.duration_seconds),
            routed_to = CASE WHEN $12 THEN EXCLUDED.routed_to ELSE c.routed_to END,
            after_hours = CASE WHEN $12 THEN EXCLUDED.after_hours ELSE c.after_hours END,
            started_at = CASE WHEN $12 THEN EXCLUDED.started_at ELSE c.started_at END`,
    params: [
      d.callId,
      d.companyId,
      d.ownerId,
      d.receptionistId,
      d.from,
      d.provider,
      'routedTo' in d ? d.routedTo : 'ai',
      !isWithinOperatingHours(hours, new Date(d.startedAt)),
      completed && d.outcome === 'completed',
      completed ? Math.round(d.durationSeconds) : 0,
      d.startedAt,
      !completed,
    ],
  };
};
