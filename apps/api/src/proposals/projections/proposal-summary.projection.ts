import { Injectable } from '@nestjs/common';
import { companyRoom, userRoom } from '@vanilla/contracts';
import type { DashboardProposal, ProposalStatus, SendChannel } from '@vanilla/contracts';
import {
  followUpEventTypes,
  isExpired,
  lifecycleAfter,
  proposalEventTypes,
  proposalLifecycles,
  tallyViews,
} from '@vanilla/domain';
import type {
  FollowUpEvent,
  ProposalConsentGiven,
  ProposalEvent,
  ProposalNewLinkRequested,
  ProposalRead,
} from '@vanilla/domain';
import type { SqlExecutor, SqlParam } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import { statementFor } from '../../infrastructure/projections/projection.js';
import type {
  Projection,
  ProjectionStatement,
  Push,
} from '../../infrastructure/projections/projection.js';

export type SummaryRow = {
  proposal_id: string;
  // Null while the proposal is a draft that has not been shared.
  token: string | null;
  company_id: string;
  creator_id: string;
  title: string;
  client_name: string;
  client_email: string;
  property_address: string;
  template_choice: string;
  value: number | string;
  status: ProposalStatus;
  view_count: number;
  chat_count: number;
  engagement: number;
  created_at: Date;
  shared_at: Date | null;
  last_activity_at: Date;
  signed_at: Date | null;
  // A signed proposal its company deleted: off the lists, kept for its client and auditors.
  archived_at: Date | null;
  // The last send that did not reach the client, until the next send (all null when none).
  delivery_failed_channel: SendChannel | null;
  delivery_failed_address: string | null;
  delivery_failed_reason: string | null;
  delivery_failed_at: Date | null;
  // The client's deposit, once paid (both null before).
  deposit_paid_amount: number | string | null;
  deposit_paid_at: Date | null;
  // When the client's link stops working (null: never, a share from before expiry).
  expires_at: Date | null;
};

export type SharedSummaryRow = SummaryRow & { token: string };

export const PROPOSAL_SUMMARY_COLUMNS = `proposal_id, token, company_id, creator_id, title, client_name,
  client_email, property_address, template_choice, value, status, view_count, chat_count,
  LEAST(view_count * 20, 100) AS engagement, created_at, shared_at, last_activity_at, signed_at,
  archived_at, delivery_failed_channel, delivery_failed_address, delivery_failed_reason,
  delivery_failed_at, deposit_paid_amount, deposit_paid_at, expires_at`;

const isShared = (row: SummaryRow): row is SharedSummaryRow => row.token !== null;

// Statuses still awaiting the client's answer: only these expire.
const AWAITING_ANSWER: readonly ProposalStatus[] = ['sent', 'viewed'];

// The one row shape of a shared proposal: GET /api/dashboard lists it, `proposal.updated` pushes it.
export const toDashboardProposal = (row: SharedSummaryRow): DashboardProposal => ({
  token: row.token,
  proposal_id: row.proposal_id,
  title: row.title,
  client_name: row.client_name,
  property_address: row.property_address,
  created_at: row.created_at.toISOString(),
  shared_at: (row.shared_at ?? row.created_at).toISOString(),
  last_activity_at: row.last_activity_at.toISOString(),
  view_count: row.view_count,
  chat_count: row.chat_count,
  engagement: row.engagement,
  value: Number(row.value),
  status: row.status,
  creator_id: row.creator_id,
  archived_at: row.archived_at?.toISOString() ?? null,
  delivery_failure: row.delivery_failed_at
    ? {
        channel: row.delivery_failed_channel!,
        address: row.delivery_failed_address!,
        reason: row.delivery_failed_reason!,
        failed_at: row.delivery_failed_at.toISOString(),
      }
    : null,
  deposit_paid: row.deposit_paid_at
    ? { amount: Number(row.deposit_paid_amount), paid_at: row.deposit_paid_at.toISOString() }
    : null,
  expires_at: row.expires_at?.toISOString() ?? null,
  expired:
    AWAITING_ANSWER.includes(row.status) && isExpired(row.expires_at?.toISOString(), new Date()),
});

// A timestamp column as `Date.prototype.toISOString` writes it (null stays null).
const isoSql = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// A summary row's proposal is awaiting the client's answer.
export const AWAITING_SQL = `status IN (${AWAITING_ANSWER.map((s) => `'${s}'`).join(', ')})`;

// A summary row's proposal is awaiting an answer its link no longer takes (null: no expiry).
export const EXPIRED_SQL = `${AWAITING_SQL} AND expires_at <= now()`;

// How many times each company's summaries were written (see GET /api/dashboard), counted by the
// database itself on every write of the table, whoever writes: one upsert per statement and
// company, by the triggers below. A rebuild counts nothing: its tables swap in with no counts,
// and a new table (which the dashboard's version names).
export const SUMMARY_VERSIONS_TABLE = 'proposal_summary_versions';

// toDashboardProposal as SQL, for lists the database writes as JSON itself (GET /api/dashboard):
// the same fields in the same order. A spec compares the two (pushed-rows.int-spec.ts).
export const DASHBOARD_PROPOSAL_JSON = `json_build_object(
  'token', token, 'proposal_id', proposal_id, 'title', title, 'client_name', client_name,
  'property_address', property_address, 'created_at', ${isoSql('created_at')},
  'shared_at', ${isoSql('COALESCE(shared_at, created_at)')},
  'last_activity_at', ${isoSql('last_activity_at')}, 'view_count', view_count,
  'chat_count', chat_count, 'engagement', LEAST(view_count * 20, 100), 'value', value,
  'status', status, 'creator_id', creator_id, 'archived_at', ${isoSql('archived_at')},
  'delivery_failure', CASE WHEN delivery_failed_at IS NULL THEN NULL ELSE json_build_object(
    'channel', delivery_failed_channel, 'address', delivery_failed_address,
    'reason', delivery_failed_reason, 'failed_at', ${isoSql('delivery_failed_at')}) END,
  'deposit_paid', CASE WHEN deposit_paid_at IS NULL THEN NULL ELSE json_build_object(
    'amount', deposit_paid_amount, 'paid_at', ${isoSql('deposit_paid_at')}) END,
  'expires_at', ${isoSql('expires_at')},
  'expired', COALESCE(${EXPIRED_SQL}, false))`;

// Drafts are on no list, so only a shared proposal's changes are pushed.
const toPushes = (rows: readonly SummaryRow[]): Push[] =>
  rows.filter(isShared).map((row) => ({
    key: `proposal:${row.proposal_id}`,
    event: 'proposal.updated',
    rooms: [companyRoom(row.company_id), userRoom(row.creator_id)],
    payload: toDashboardProposal(row),
  }));

// What an event makes of a row's status, by the domain's one rule ('deleted' is the lists' own).
const statusAfter = (type: ProposalEvent['type'], column = 'status') =>
  `CASE ${column} ${proposalLifecycles
    .map((lifecycle) => `WHEN '${lifecycle}' THEN '${lifecycleAfter(lifecycle, type)}'`)
    .join(' ')} ELSE ${column} END`;

// The consent is evidence for the history, and a client's ask for a new link reaches the
// contractor by mail: neither changes anything a list shows.
// What the client read shows in its own panel, and follow-ups are read from their own table
// (follow-up-due projection): neither is in the summary.
type SummaryEvent = Exclude<
  ProposalEvent,
  ProposalConsentGiven | ProposalNewLinkRequested | ProposalRead | FollowUpEvent
>;
const summaryEventTypes = proposalEventTypes.filter(
  (type): type is SummaryEvent['type'] =>
    type !== 'ProposalConsentGiven' &&
    type !== 'ProposalNewLinkRequested' &&
    type !== 'ProposalRead' &&
    !(followUpEventTypes as readonly string[]).includes(type),
);

// The one statement that writes what `event` changes in its proposal's summary.
const summaryStatement = (event: SummaryEvent): ProjectionStatement => {
  const update = (set: string, params: SqlParam[]): ProjectionStatement => ({
    sql: `UPDATE proposal_summaries SET ${set} WHERE proposal_id = $1`,
    params: [event.data.proposalId, ...params],
    returning: PROPOSAL_SUMMARY_COLUMNS,
  });

  switch (event.type) {
    case 'ProposalGenerated': {
      const d = event.data;
      return {
        sql: `INSERT INTO proposal_summaries
                (proposal_id, company_id, creator_id, title, template_choice, status, created_at, last_activity_at)
              VALUES ($1, $2, $3, $4, $5, '${lifecycleAfter('none', 'ProposalGenerated')}', $6, $6)
              ON CONFLICT (proposal_id) DO NOTHING`,
        params: [d.proposalId, d.companyId, d.creatorId, d.title, d.templateChoice, d.generatedAt],
        returning: PROPOSAL_SUMMARY_COLUMNS,
      };
    }
    case 'ProposalShared': {
      const d = event.data;
      return {
        sql: `INSERT INTO proposal_summaries
                (proposal_id, token, company_id, creator_id, title, client_name, client_email,
                 property_address, template_choice, value, status, created_at, shared_at, last_activity_at,
                 expires_at)
              VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
                '${lifecycleAfter('none', 'ProposalShared')}', $11, $11, $11, $12)
              ON CONFLICT (proposal_id) DO UPDATE SET
                token = EXCLUDED.token, title = EXCLUDED.title, client_name = EXCLUDED.client_name,
                client_email = EXCLUDED.client_email, property_address = EXCLUDED.property_address,
                template_choice = EXCLUDED.template_choice, value = EXCLUDED.value,
                status = ${statusAfter('ProposalShared', 'proposal_summaries.status')}, shared_at = EXCLUDED.shared_at,
                last_activity_at = EXCLUDED.last_activity_at, expires_at = EXCLUDED.expires_at`,
        returning: PROPOSAL_SUMMARY_COLUMNS,
        params: [
          d.proposalId,
          d.token,
          d.companyId,
          d.creatorId,
          d.title,
          d.clientName,
          d.clientEmail,
          d.clientAddress,
          d.templateChoice,
          d.value,
          d.sharedAt,
          d.expiresAt ?? null,
        ],
      };
    }
    case 'ProposalViewed':
      return update(
        `view_count = view_count + 1, last_activity_at = $2,
         status = ${statusAfter('ProposalViewed')}`,
        [event.data.viewedAt],
      );
    case 'ProposalMessageReceived':
      return update('chat_count = chat_count + 1, last_activity_at = $2', [event.data.receivedAt]);
    // The client's chosen option and add-ons are what the proposal is worth once signed.
    case 'ProposalSigned':
      return update(
        `status = ${statusAfter('ProposalSigned')}, signed_at = $2, last_activity_at = $2,
         value = COALESCE($3::double precision, value)`,
        [event.data.signedAt, event.data.choice?.total ?? null],
      );
    case 'ProposalDeclined':
      return update(`status = ${statusAfter('ProposalDeclined')}, last_activity_at = $2`, [
        event.data.declinedAt,
      ]);
    case 'ProposalExtended':
      return update('expires_at = $2', [event.data.expiresAt]);
    case 'ProposalDeleted':
      return update(`status = 'deleted', last_activity_at = $2`, [event.data.deletedAt]);
    case 'ProposalArchived':
      return update('archived_at = $2', [event.data.archivedAt]);
    // A new send is under way: the last one's failure is no longer the row's news.
    case 'ProposalSent':
      return update(
        `last_activity_at = GREATEST(last_activity_at, $2), delivery_failed_channel = NULL,
         delivery_failed_address = NULL, delivery_failed_reason = NULL, delivery_failed_at = NULL`,
        [event.data.sentAt],
      );
    case 'ProposalDeliveryFailed': {
      const d = event.data;
      return update(
        `delivery_failed_channel = $2, delivery_failed_address = $3, delivery_failed_reason = $4,
         delivery_failed_at = $5`,
        [d.channel, d.address, d.reason, d.failedAt],
      );
    }
    case 'DepositPaid':
      return update('deposit_paid_amount = $2, deposit_paid_at = $3', [
        event.data.amount,
        event.data.paidAt,
      ]);
    case 'ProposalCallReceived':
      return update('last_activity_at = GREATEST(last_activity_at, $2)', [event.data.receivedAt]);
  }
};

// Per-proposal summary for dashboards and lists: status, engagement, counts, value, dates.
@Injectable()
export class ProposalSummaryProjection implements Projection<SummaryEvent> {
  readonly name = 'proposal-summaries';
  readonly eventTypes = summaryEventTypes;
  readonly tables = ['proposal_summaries', SUMMARY_VERSIONS_TABLE];
  readonly functions = [
    {
      id: 'proposal-summaries-touched-001',
      sql: `
CREATE FUNCTION proposal_summaries_touched() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO ${SUMMARY_VERSIONS_TABLE} AS counted (company_id, version)
    SELECT DISTINCT company_id, 1 FROM changed
  ON CONFLICT (company_id) DO UPDATE SET version = counted.version + 1;
  RETURN NULL;
END;
$$`,
    },
  ];
  readonly migrations = [
    {
      id: 'proposal-summaries-001',
      sql: `
CREATE TABLE proposal_summaries (
  proposal_id text PRIMARY KEY,
  token text UNIQUE,
  company_id text NOT NULL,
  creator_id text NOT NULL,
  title text NOT NULL DEFAULT '',
  client_name text NOT NULL DEFAULT '',
  client_email text NOT NULL DEFAULT '',
  property_address text NOT NULL DEFAULT '',
  template_choice text NOT NULL DEFAULT 'vanilla',
  value double precision NOT NULL DEFAULT 0,
  status text NOT NULL,
  view_count int NOT NULL DEFAULT 0,
  chat_count int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  shared_at timestamptz,
  last_activity_at timestamptz NOT NULL,
  signed_at timestamptz
)
--;
CREATE INDEX proposal_summaries_company ON proposal_summaries (company_id, created_at DESC)
--;
CREATE INDEX proposal_summaries_creator ON proposal_summaries (creator_id, created_at DESC)`,
    },
    {
      id: 'proposal-summaries-002',
      sql: 'ALTER TABLE proposal_summaries ADD COLUMN archived_at timestamptz',
    },
    {
      id: 'proposal-summaries-003',
      sql: `
ALTER TABLE proposal_summaries
  ADD COLUMN delivery_failed_channel text,
  ADD COLUMN delivery_failed_address text,
  ADD COLUMN delivery_failed_reason text,
  ADD COLUMN delivery_failed_at timestamptz`,
    },
    {
      id: 'proposal-summaries-deposit',
      sql: `
ALTER TABLE proposal_summaries
  ADD COLUMN deposit_paid_amount numeric(14, 2),
  ADD COLUMN deposit_paid_at timestamptz`,
    },
    {
      id: 'proposal-summaries-expiry',
      sql: 'ALTER TABLE proposal_summaries ADD COLUMN expires_at timestamptz',
    },
    {
      // A statement that writes no row counts nothing (its transition table is empty).
      id: 'proposal-summaries-versions',
      sql: `
CREATE TABLE ${SUMMARY_VERSIONS_TABLE} (company_id text PRIMARY KEY, version bigint NOT NULL)
--;
CREATE TRIGGER proposal_summaries_inserted AFTER INSERT ON proposal_summaries
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION proposal_summaries_touched()
--;
CREATE TRIGGER proposal_summaries_updated AFTER UPDATE ON proposal_summaries
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION proposal_summaries_touched()
--;
CREATE TRIGGER proposal_summaries_deleted AFTER DELETE ON proposal_summaries
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION proposal_summaries_touched()`,
    },
  ];

  // Views only add to a count and move the last activity on, so a run of them, whatever the
  // proposals, is one UPDATE: each proposal's count grows by its views and takes its last view's time.
  readonly mergeable: Projection<SummaryEvent>['mergeable'] = {
    eventTypes: ['ProposalViewed'],
    statement: (events: readonly RecordedEvent<SummaryEvent>[]): ProjectionStatement => {
      const views = tallyViews(events);
      return {
        sql: `UPDATE proposal_summaries SET view_count = view_count + v.n, last_activity_at = v.at,
                status = ${statusAfter('ProposalViewed')}
              FROM unnest($1::text[], $2::int[], $3::timestamptz[]) AS v(id, n, at)
              WHERE proposal_id = v.id`,
        returning: PROPOSAL_SUMMARY_COLUMNS,
        params: [
          [...views.keys()],
          [...views.values()].map((view) => view.count),
          [...views.values()].map((view) => view.at),
        ],
      };
    },
    pushes: (rows: readonly Record<string, unknown>[]): Push[] =>
      toPushes(rows as unknown as SummaryRow[]),
    // Every summary statement writes its proposal's row alone.
    rowOf: (event: RecordedEvent<SummaryEvent>) => event.data.proposalId,
  };

  // Every other event writes one row with one statement known from the event alone, so a
  // batch of them (a rebuild's, a busy minute's) is one round trip with its checkpoint.
  readonly scripted: Projection<SummaryEvent>['scripted'] = {
    eventTypes: summaryEventTypes.filter((type) => type !== 'ProposalViewed'),
    statement: (event: RecordedEvent<SummaryEvent>): ProjectionStatement => summaryStatement(event),
    pushes: (rows: readonly Record<string, unknown>[]): Push[] =>
      toPushes(rows as unknown as SummaryRow[]),
  };

  async apply(event: RecordedEvent<SummaryEvent>, tx: SqlExecutor): Promise<Push[]> {
    const { sql, params } = statementFor(summaryStatement(event), true);
    return toPushes((await tx.query<SummaryRow>(sql, params)).rows);
  }
}
