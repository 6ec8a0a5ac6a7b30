import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { pipelineMessages } from '@vanilla/contracts';
import type {
  ContactRow,
  ContactSource,
  ContactStage,
  ContactTimelineEntry,
  JobRow,
  JobStatus,
  NoteRow,
  NoteType,
  TransactionRow,
} from '@vanilla/contracts';
import type { Principal } from '../accounts/index.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';
import { idKey } from './contact-keys.js';
import {
  CONTACT_COLUMNS,
  TIMELINE_COLUMNS,
  toContactRow,
  toTimelineEntry,
} from './projections/contacts.projection.js';
import type { ContactTableRow, TimelineTableRow } from './projections/contacts.projection.js';
import {
  JOB_SELECT,
  toJobRow,
  toTransactionRow,
  TRANSACTION_COLUMNS,
} from './projections/jobs.projection.js';
import type { JobTableRow, TransactionTableRow } from './projections/jobs.projection.js';
import { NOTE_SELECT, toNoteRow } from './projections/notes.projection.js';
import type { NoteTableRow } from './projections/notes.projection.js';

// `%`, `_` and `\` typed in a search box are matched as themselves.
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const scope = (principal: Principal) => [
  principal.companyId,
  principal.role === 'manager',
  principal.userId,
];

// The pipeline's read models as the caller may see them: a manager the company's, a member the
// contacts of their own calls, proposals and jobs, their jobs, their notes. Anything else is "not
// found", exactly as an id that names nothing.
@Injectable()
export class PipelineReader {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async contacts(
    principal: Principal,
    filter: { q?: string; status?: ContactStage[]; tag?: string[] },
  ): Promise<ContactRow[]> {
    const { rows } = await this.db.query<ContactTableRow>(
      `SELECT ${CONTACT_COLUMNS} FROM contacts
       WHERE company_id = $1 AND ($2 OR $3 = ANY(member_ids))
         AND ($4::text IS NULL OR name ILIKE $4 OR email ILIKE $4 OR phone ILIKE $4
              OR address ILIKE $4 OR contact_id = $5)
         AND ($6::text[] IS NULL OR stage = ANY($6))
         AND ($7::text[] IS NULL OR tags && $7)
       ORDER BY last_activity_at DESC, contact_id LIMIT 2000`,
      [
        ...scope(principal),
        filter.q ? likePattern(filter.q) : null,
        filter.q ?? null,
        filter.status?.length ? filter.status : null,
        filter.tag?.length ? filter.tag : null,
      ],
    );
    return rows.map(toContactRow);
  }

  // The contact an id names (its own, or one merged into it), as the caller may see it.
  async contact(principal: Principal, contactId: string): Promise<ContactTableRow> {
    const { rows } = await this.db.query<ContactTableRow>(
      `SELECT ${CONTACT_COLUMNS.replace(/(\w+)/g, 'c.$1')} FROM contact_keys k
       JOIN contacts c ON c.contact_id = k.contact_id
       WHERE k.company_id = $1 AND ($2 OR $3 = ANY(c.member_ids)) AND k.key = $4`,
      [...scope(principal), idKey(contactId)],
    );
    if (!rows[0]) throw new NotFoundException(pipelineMessages.contactNotFound);
    return rows[0];
  }

  async timeline(contactId: string): Promise<ContactTimelineEntry[]> {
    const { rows } = await this.db.query<TimelineTableRow>(
      `SELECT ${TIMELINE_COLUMNS} FROM contact_timeline WHERE contact_id = $1
       ORDER BY at DESC, entry_id DESC LIMIT 500`,
      [contactId],
    );
    return rows.map(toTimelineEntry);
  }

  // The company's contact holding one of these keys (phone:…, email:…), whoever may see it.
  async holderOf(companyId: string, keys: readonly string[]): Promise<string | null> {
    if (keys.length === 0) return null;
    const { rows } = await this.db.query<{ contact_id: string }>(
      'SELECT contact_id FROM contact_keys WHERE company_id = $1 AND key = ANY($2) LIMIT 1',
      [companyId, keys],
    );
    return rows[0]?.contact_id ?? null;
  }

  async jobs(principal: Principal, filter: { q?: string; status?: JobStatus }): Promise<JobRow[]> {
    const { rows } = await this.db.query<JobTableRow>(
      `${JOB_SELECT}
       WHERE j.company_id = $1 AND ($2 OR j.team_member_id = $3)
         AND ($4::text IS NULL OR j.client ILIKE $4 OR j.service ILIKE $4
              OR j.team_member_name ILIKE $4 OR j.address ILIKE $4)
         AND ($5::text IS NULL OR j.status = $5)
       ORDER BY j.created_at DESC, j.job_id LIMIT 2000`,
      [...scope(principal), filter.q ? likePattern(filter.q) : null, filter.status ?? null],
    );
    return rows.map(toJobRow);
  }

  async job(principal: Principal, jobId: string): Promise<JobTableRow> {
    const { rows } = await this.db.query<JobTableRow>(
      `${JOB_SELECT} WHERE j.company_id = $1 AND ($2 OR j.team_member_id = $3) AND j.job_id = $4`,
      [...scope(principal), jobId],
    );
    if (!rows[0]) throw new NotFoundException(pipelineMessages.jobNotFound);
    return rows[0];
  }

  async transactions(
    principal: Principal,
    filter: { q?: string; type?: 'received' | 'sent' },
  ): Promise<TransactionRow[]> {
    const { rows } = await this.db.query<TransactionTableRow>(
      `SELECT ${TRANSACTION_COLUMNS} FROM transactions
       WHERE company_id = $1 AND ($2 OR team_member_id = $3)
         AND ($4::text IS NULL OR client ILIKE $4 OR proposal ILIKE $4 OR team_member ILIKE $4)
         AND ($5::text IS NULL OR type = $5)
       ORDER BY date DESC, created_at DESC LIMIT 5000`,
      [...scope(principal), filter.q ? likePattern(filter.q) : null, filter.type ?? null],
    );
    return rows.map(toTransactionRow);
  }

  async notes(
    principal: Principal,
    filter: { q?: string; type?: NoteType; contactId?: string },
  ): Promise<NoteRow[]> {
    const contactId = filter.contactId
      ? (await this.contact(principal, filter.contactId)).contact_id
      : null;
    const { rows } = await this.db.query<NoteTableRow>(
      `SELECT * FROM (${NOTE_SELECT}
         WHERE n.company_id = $1 AND ($2 OR n.owner_id = $3 OR n.author_id = $3)
           AND n.deleted_at IS NULL) note
       WHERE ($4::text IS NULL OR content ILIKE $4 OR contact_name ILIKE $4 OR linked_name ILIKE $4)
         AND ($5::text IS NULL OR type = $5)
         AND ($6::text IS NULL OR contact_id = $6)
       ORDER BY created_at DESC, note_id LIMIT 2000`,
      [
        ...scope(principal),
        filter.q ? likePattern(filter.q) : null,
        filter.type ?? null,
        contactId,
      ],
    );
    return rows.map(toNoteRow);
  }

  async note(principal: Principal, noteId: string): Promise<NoteTableRow> {
    const { rows } = await this.db.query<NoteTableRow>(
      `${NOTE_SELECT} WHERE n.company_id = $1 AND ($2 OR n.owner_id = $3 OR n.author_id = $3)
         AND n.deleted_at IS NULL AND n.note_id = $4`,
      [...scope(principal), noteId],
    );
    if (!rows[0]) throw new NotFoundException(pipelineMessages.noteNotFound);
    return rows[0];
  }

  // What the Customer report reads of the pipeline, for a company or one member's contacts over
  // calendar days of a timezone: the contacts in the pipeline during the range (first seen by its
  // end, active since its start) by stage, those first seen in it by how they came, and those of
  // them whose stage (other than Paid) began more than `stuckDays` before `now`, longest first.
  async stageFigures(scope: PipelineFigureScope): Promise<PipelineStageFigures> {
    const params = [scope.companyId, scope.memberId, scope.from, scope.to, scope.timezone];
    const inRange = `WITH bounds AS (
        SELECT ($3::date)::timestamp AT TIME ZONE $5 AS lo,
               (($4::date + 1)::timestamp) AT TIME ZONE $5 AS hi
      ), c AS (
        SELECT contacts.* FROM contacts, bounds
         WHERE company_id = $1 AND ($2::text IS NULL OR $2 = ANY(member_ids))
           AND created_at < bounds.hi AND last_activity_at >= bounds.lo
      )`;
    const [stages, sources, stuck] = await Promise.all([
      this.db.query<{ stage: ContactStage; n: number }>(
        `${inRange} SELECT stage, count(*)::int AS n FROM c GROUP BY stage`,
        params,
      ),
      this.db.query<{ source: ContactSource; n: number }>(
        `${inRange} SELECT source, count(*)::int AS n FROM c, bounds
          WHERE created_at >= bounds.lo GROUP BY source`,
        params,
      ),
      this.db.query<{ contact_id: string; name: string; stage: ContactStage; stage_since: Date }>(
        `${inRange} SELECT contact_id, name, stage, stage_since FROM c
          WHERE stage <> 'Paid' AND stage_since < $6::timestamptz - make_interval(days => $7)
          ORDER BY stage_since, contact_id LIMIT 500`,
        [...params, scope.now, scope.stuckDays],
      ),
    ]);
    return { stages: stages.rows, sources: sources.rows, stuck: stuck.rows };
  }
}

export type PipelineFigureScope = {
  companyId: string;
  // Null: the whole company.
  memberId: string | null;
  from: string;
  to: string;
  timezone: string;
  stuckDays: number;
  now: Date;
};

export type PipelineStageFigures = {
  stages: { stage: ContactStage; n: number }[];
  sources: { source: ContactSource; n: number }[];
  stuck: { contact_id: string; name: string; stage: ContactStage; stage_since: Date }[];
};
