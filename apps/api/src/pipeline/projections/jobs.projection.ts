import { Injectable } from '@nestjs/common';
import { companyRoom, userRoom } from '@vanilla/contracts';
import type { JobRow, JobStatus, PaymentMethod, TransactionRow } from '@vanilla/contracts';
import { invoiceStatusOf, jobEventTypes, toCents } from '@vanilla/domain';
import type { JobEvent, ProposalEvent } from '@vanilla/domain';
import { findUsername } from '../../accounts/index.js';
import type { SqlExecutor } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import type { Projection, Push } from '../../infrastructure/projections/projection.js';
import { JOBS_PROJECTION } from '../pipeline-projections.js';

export type JobsEvent =
  Extract<ProposalEvent, { type: 'ProposalShared' | 'ProposalSigned' | 'DepositPaid' }> | JobEvent;

export type JobTableRow = {
  job_id: string;
  company_id: string;
  proposal_id: string | null;
  proposal_token: string | null;
  client: string;
  address: string;
  service: string;
  amount: number | string;
  team_member_id: string;
  team_member_name: string;
  scheduled_date: string | null;
  status: JobStatus;
  invoiced_amount: number | string;
  paid_amount: number | string;
  created_at: Date;
  updated_at: Date;
  // From the contacts projection's links: the contact the job is for, when known.
  contact_id: string | null;
};

// The row GET /api/jobs lists and `job.updated` pushes, with its contact.
export const JOB_SELECT = `SELECT j.job_id, j.company_id, j.proposal_id, j.proposal_token, j.client,
  j.address, j.service, j.amount, j.team_member_id, j.team_member_name, j.scheduled_date::text AS scheduled_date,
  j.status, j.invoiced_amount, j.paid_amount, j.created_at, j.updated_at,
  COALESCE(lj.contact_id, lp.contact_id) AS contact_id
  FROM jobs j
  LEFT JOIN contact_links lj ON lj.ref_type = 'job' AND lj.ref_id = j.job_id
  LEFT JOIN contact_links lp ON lp.ref_type = 'proposal' AND lp.ref_id = j.proposal_id`;

export const toJobRow = (row: JobTableRow): JobRow => {
  const invoiced = Number(row.invoiced_amount);
  const paid = Number(row.paid_amount);
  return {
    id: row.job_id,
    proposal_id: row.proposal_token ? `PROP-${row.proposal_token.slice(0, 8)}` : '',
    proposal_token: row.proposal_token,
    contact_id: row.contact_id,
    client: row.client,
    address: row.address,
    service: row.service,
    team_member: row.team_member_name,
    team_member_id: row.team_member_id,
    scheduled_date: row.scheduled_date,
    amount: Number(row.amount),
    status: row.status,
    invoice_status: invoiceStatusOf({
      status: row.status,
      invoicedCents: toCents(invoiced),
      paidCents: toCents(paid),
    }),
    invoiced_amount: invoiced,
    paid_amount: paid,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
};

export type TransactionTableRow = {
  transaction_id: string;
  company_id: string;
  job_id: string;
  team_member_id: string;
  type: 'received' | 'sent';
  amount: number | string;
  date: string;
  proposal: string;
  client: string;
  team_member: string;
  status: 'completed' | 'pending' | 'failed';
  method: PaymentMethod | null;
  created_at: Date;
};

export const TRANSACTION_COLUMNS = `transaction_id, company_id, job_id, team_member_id, type, amount,
  date::text AS date, proposal, client, team_member, status, method, created_at`;

export const toTransactionRow = (row: TransactionTableRow): TransactionRow => ({
  id: row.transaction_id,
  type: row.type,
  amount: Number(row.amount),
  date: row.date,
  proposal: row.proposal,
  client: row.client,
  teamMember: row.team_member,
  status: row.status,
  job_id: row.job_id,
  method: row.method,
});

const dayOf = (iso: string) => iso.slice(0, 10);

// Jobs (a signed proposal's, or one opened by hand) and the invoices and payments of each, for
// the Jobs and Transactions pages. A signed proposal's job appears at the signature, 'To be
// scheduled', before its own stream has any event.
@Injectable()
export class JobsProjection implements Projection<JobsEvent> {
  readonly name = JOBS_PROJECTION;
  readonly eventTypes: readonly JobsEvent['type'][] = [
    'ProposalShared',
    'ProposalSigned',
    'DepositPaid',
    ...jobEventTypes,
  ];
  readonly tables = ['job_proposals', 'jobs', 'transactions'];
  readonly migrations = [
    {
      id: 'jobs-001',
      sql: `
CREATE TABLE job_proposals (
  proposal_id text PRIMARY KEY,
  company_id text NOT NULL,
  creator_id text NOT NULL,
  token text NOT NULL,
  title text NOT NULL,
  client text NOT NULL,
  address text NOT NULL,
  value double precision NOT NULL
)
--;
CREATE TABLE jobs (
  job_id text PRIMARY KEY,
  company_id text NOT NULL,
  proposal_id text,
  proposal_token text,
  client text NOT NULL,
  address text NOT NULL,
  service text NOT NULL,
  amount numeric(14, 2) NOT NULL,
  team_member_id text NOT NULL,
  team_member_name text NOT NULL DEFAULT '',
  scheduled_date date,
  status text NOT NULL,
  invoiced_amount numeric(14, 2) NOT NULL DEFAULT 0,
  paid_amount numeric(14, 2) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
)
--;
CREATE INDEX jobs_company ON jobs (company_id, created_at DESC)
--;
CREATE TABLE transactions (
  transaction_id text PRIMARY KEY,
  company_id text NOT NULL,
  job_id text NOT NULL,
  team_member_id text NOT NULL,
  type text NOT NULL,
  amount numeric(14, 2) NOT NULL,
  date date NOT NULL,
  proposal text NOT NULL,
  client text NOT NULL,
  team_member text NOT NULL,
  status text NOT NULL,
  method text,
  created_at timestamptz NOT NULL
)
--;
CREATE INDEX transactions_company ON transactions (company_id, date DESC, created_at DESC)`,
    },
  ];

  async apply(event: RecordedEvent<JobsEvent>, tx: SqlExecutor): Promise<Push[]> {
    const { jobs, transactions } = await this.write(event, tx);
    const pushes: Push[] = [];
    if (jobs.length > 0) {
      const { rows } = await tx.query<JobTableRow>(`${JOB_SELECT} WHERE j.job_id = ANY($1)`, [
        jobs,
      ]);
      for (const row of rows) {
        pushes.push({
          key: `job:${row.job_id}`,
          event: 'job.updated',
          rooms: [companyRoom(row.company_id), userRoom(row.team_member_id)],
          payload: toJobRow(row),
        });
      }
    }
    if (transactions.length > 0) {
      const { rows } = await tx.query<TransactionTableRow>(
        `SELECT ${TRANSACTION_COLUMNS} FROM transactions WHERE transaction_id = ANY($1)`,
        [transactions],
      );
      for (const row of rows) {
        pushes.push({
          key: `transaction:${row.transaction_id}`,
          event: 'transaction.updated',
          rooms: [companyRoom(row.company_id), userRoom(row.team_member_id)],
          payload: toTransactionRow(row),
        });
      }
    }
    return pushes;
  }

  private async write(
    event: RecordedEvent<JobsEvent>,
    tx: SqlExecutor,
  ): Promise<{ jobs: string[]; transactions: string[] }> {
    const none = { jobs: [], transactions: [] };
    const job = (id: string) => ({ jobs: [id], transactions: [] });
    switch (event.type) {
      case 'ProposalShared': {
        const d = event.data;
        await tx.query(
          `INSERT INTO job_proposals
             (proposal_id, company_id, creator_id, token, title, client, address, value)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (proposal_id) DO NOTHING`,
          [
            d.proposalId,
            d.companyId,
            d.creatorId,
            d.token,
            d.title,
            d.clientName,
            d.clientAddress,
            d.value,
          ],
        );
        return none;
      }
      case 'ProposalSigned': {
        const { rows } = await tx.query<{ job_id: string; company_id: string; creator_id: string }>(
          `INSERT INTO jobs (job_id, company_id, proposal_id, proposal_token, client, address,
             service, amount, team_member_id, status, created_at, updated_at)
           SELECT proposal_id, company_id, proposal_id, token, client, address, title,
             COALESCE($3::double precision, value), creator_id, 'unscheduled', $2, $2
           FROM job_proposals WHERE proposal_id = $1
           ON CONFLICT (job_id) DO NOTHING RETURNING job_id, company_id, team_member_id AS creator_id`,
          // The job is for what the client chose when they offered a choice.
          [event.data.proposalId, event.data.signedAt, event.data.choice?.total ?? null],
        );
        for (const row of rows)
          await this.nameMember(tx, row.job_id, row.company_id, row.creator_id);
        return { jobs: rows.map((row) => row.job_id), transactions: [] };
      }
      // The client's deposit, paid by card on Stripe: received on the signed proposal's job (whose
      // id is the proposal's).
      case 'DepositPaid': {
        const d = event.data;
        await tx.query(
          'UPDATE jobs SET paid_amount = paid_amount + $2, updated_at = $3 WHERE job_id = $1',
          [d.proposalId, d.amount, d.paidAt],
        );
        const id = `deposit-${d.proposalId}`;
        await this.transaction(
          tx,
          d.proposalId,
          id,
          'received',
          d.amount,
          dayOf(d.paidAt),
          'completed',
          'card',
          d.paidAt,
        );
        return { jobs: [d.proposalId], transactions: [id] };
      }
      case 'JobOpened': {
        const d = event.data;
        await tx.query(
          `INSERT INTO jobs (job_id, company_id, proposal_id, proposal_token, client, address,
             service, amount, team_member_id, status, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'unscheduled', $10, $10)
           ON CONFLICT (job_id) DO NOTHING`,
          [
            d.jobId,
            d.companyId,
            d.proposalId,
            d.proposalToken,
            d.client,
            d.address,
            d.service,
            d.amount,
            d.teamMemberId,
            d.openedAt,
          ],
        );
        await this.nameMember(tx, d.jobId, d.companyId, d.teamMemberId);
        return job(d.jobId);
      }
      case 'JobScheduled': {
        const d = event.data;
        await tx.query(
          `UPDATE jobs SET scheduled_date = $2, team_member_id = $3, team_member_name = $4,
             status = 'scheduled', updated_at = $5 WHERE job_id = $1`,
          [d.jobId, d.scheduledDate, d.teamMemberId, d.teamMemberName, d.scheduledAt],
        );
        return job(d.jobId);
      }
      case 'JobStarted':
        await this.status(tx, event.data.jobId, 'in_progress', event.data.startedAt);
        return job(event.data.jobId);
      case 'JobCompleted':
        await this.status(tx, event.data.jobId, 'completed', event.data.completedAt);
        return job(event.data.jobId);
      case 'JobInvoiced': {
        const d = event.data;
        await tx.query(
          `UPDATE jobs SET status = 'invoiced', invoiced_amount = $2, updated_at = $3
           WHERE job_id = $1`,
          [d.jobId, d.amount, d.invoicedAt],
        );
        const id = `invoice-${d.jobId}`;
        await this.transaction(
          tx,
          d.jobId,
          id,
          'sent',
          d.amount,
          dayOf(d.invoicedAt),
          'pending',
          null,
          d.invoicedAt,
        );
        return { jobs: [d.jobId], transactions: [id] };
      }
      case 'JobPaymentRecorded': {
        const d = event.data;
        await tx.query(
          'UPDATE jobs SET paid_amount = paid_amount + $2, updated_at = $3 WHERE job_id = $1',
          [d.jobId, d.amount, d.recordedAt],
        );
        const id = `payment-${d.jobId}-${d.paymentId}`;
        await this.transaction(
          tx,
          d.jobId,
          id,
          'received',
          d.amount,
          d.paidOn,
          'completed',
          d.method,
          d.recordedAt,
        );
        const changed = [id];
        if (d.paidInFull) {
          await tx.query(`UPDATE transactions SET status = 'completed' WHERE transaction_id = $1`, [
            `invoice-${d.jobId}`,
          ]);
          changed.push(`invoice-${d.jobId}`);
        }
        return { jobs: [d.jobId], transactions: changed };
      }
    }
  }

  // The responsible member's name as the team list shows it when the job opened; scheduling
  // names whoever does the work.
  private async nameMember(tx: SqlExecutor, jobId: string, companyId: string, userId: string) {
    await tx.query('UPDATE jobs SET team_member_name = $2 WHERE job_id = $1', [
      jobId,
      await findUsername(tx, companyId, userId),
    ]);
  }

  private async status(tx: SqlExecutor, jobId: string, status: JobStatus, at: string) {
    await tx.query('UPDATE jobs SET status = $2, updated_at = $3 WHERE job_id = $1', [
      jobId,
      status,
      at,
    ]);
  }

  private async transaction(
    tx: SqlExecutor,
    jobId: string,
    id: string,
    type: 'received' | 'sent',
    amount: number,
    date: string,
    status: 'completed' | 'pending',
    method: PaymentMethod | null,
    at: string,
  ) {
    await tx.query(
      `INSERT INTO transactions (transaction_id, company_id, job_id, team_member_id, type, amount,
         date, proposal, client, team_member, status, method, created_at)
       SELECT $2, company_id, job_id, team_member_id, $3, $4, $5,
         CASE WHEN proposal_token IS NULL THEN service ELSE 'PROP-' || left(proposal_token, 8) END,
         client, team_member_name, $6, $7, $8
       FROM jobs WHERE job_id = $1
       ON CONFLICT (transaction_id) DO NOTHING`,
      [jobId, id, type, amount, date, status, method, at],
    );
  }
}
