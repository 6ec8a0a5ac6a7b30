import { Injectable } from '@nestjs/common';
import { companyRoom, tagTranscriptLine, userRoom } from '@vanilla/contracts';
import type {
  ContactRow,
  ContactSource,
  ContactStage,
  ContactTimelineEntry,
  ContactTimelineKind,
} from '@vanilla/contracts';
import {
  callEventTypes,
  choiceSummary,
  contactEventTypes,
  contactLimits,
  contactStages,
  dollars,
  isRequestCall,
  jobEventTypes,
  normaliseTags,
  noteEventTypes,
  stageAfter,
  stageRank,
  tallyViews,
} from '@vanilla/domain';
import type {
  CallEvent,
  ContactEvent,
  JobEvent,
  NoteEvent,
  ProposalEvent,
  StageFact,
} from '@vanilla/domain';
import type { SqlExecutor, Statement } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import type { Projection, Push } from '../../infrastructure/projections/projection.js';
import { CONTACTS_PROJECTION } from '../pipeline-projections.js';
import {
  emailKey,
  idKey,
  impliedContactId,
  normalisedEmail,
  phoneKey,
  toE164,
} from '../contact-keys.js';

export type ContactsEvent = CallEvent | ProposalEvent | ContactEvent | JobEvent | NoteEvent;

export type ContactTableRow = {
  contact_id: string;
  company_id: string;
  owner_id: string | null;
  // Everyone whose call, proposal, job or entry concerns the contact: members see these.
  member_ids: string[];
  name: string;
  email: string;
  phone: string;
  address: string;
  stage: ContactStage;
  tags: string[];
  source: ContactSource;
  created_at: Date;
  last_activity_at: Date;
  // When the contact reached its stage (the Customer report's "stuck for N days").
  stage_since: Date;
};

export const CONTACT_COLUMNS = `contact_id, company_id, owner_id, member_ids, name, email, phone,
  address, stage, tags, source, created_at, last_activity_at, stage_since`;

export const toContactRow = (row: ContactTableRow): ContactRow => ({
  id: row.contact_id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  address: row.address,
  status: row.stage,
  tags: row.tags,
  source: row.source,
  last_activity: row.last_activity_at.toISOString(),
  created_at: row.created_at.toISOString(),
  owner_id: row.owner_id,
});

export type TimelineTableRow = {
  at: Date;
  kind: ContactTimelineKind;
  title: string;
  detail: string;
  ref_type: 'call' | 'proposal' | 'job' | 'note' | null;
  ref_id: string | null;
  count: number;
};

export const TIMELINE_COLUMNS = 'at, kind, title, detail, ref_type, ref_id, count';

export const toTimelineEntry = (row: TimelineTableRow): ContactTimelineEntry => ({
  at: row.at.toISOString(),
  kind: row.kind,
  title: row.title,
  detail:
    row.kind === 'proposal_viewed'
      ? `Opened ${row.count} ${row.count === 1 ? 'time' : 'times'}`
      : row.detail,
  ref: row.ref_type && row.ref_id ? { type: row.ref_type, id: row.ref_id } : null,
});

// "2026-12-03" as people read it: "Dec 3, 2026" (a calendar day, whatever the timezone).
const calendarDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

const excerpt = (text: string, length = 280) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

type Facts = {
  companyId: string;
  // Lookup keys, strongest first; a new contact takes its id from the first.
  keys: string[];
  name?: string;
  email?: string;
  phone?: string;
  address?: string;
  memberId: string | null;
  at: string;
  fact: StageFact | null;
  tags?: string[];
  source: ContactSource;
  // The id a new contact gets (a contact someone added), instead of one derived from its key.
  id?: string;
};

type Entry = {
  entryId: string;
  at: string;
  kind: ContactTimelineKind;
  title: string;
  detail?: string;
  ref: { type: 'call' | 'proposal' | 'job' | 'note'; id: string } | null;
};

type Changed = { rows: ContactTableRow[]; updated: string[]; deleted: ContactTableRow[] };

type Link = { type: 'call' | 'proposal' | 'job'; id: string };

// What a fact makes of a stored stage, by the domain's rule (stageAfter), as SQL.
const stageAfterSql = (column: string, fact: StageFact | null) =>
  fact === null
    ? column
    : `CASE ${column} ${contactStages
        .map((stage) => `WHEN '${stage}' THEN '${stageAfter(stage, fact)}'`)
        .join(' ')} ELSE ${column} END`;

const uniq = (values: readonly (string | null)[]): string[] => [
  ...new Set(values.filter((v): v is string => v !== null && v !== '')),
];

// Finds the contact the link or one of `keys` names (the link first, then the keys in order:
// when a phone names one contact and an email another, nothing merges without a person saying
// so), or starts one; fills what it lacked, moves its stage by the domain's rule and its last
// activity on, adds the keys no other contact holds, and records the link and the timeline
// entry: one statement, returning the contact's row.
const touchStatement = (
  facts: Facts,
  { link = null, entry = null }: { link?: Link | null; entry?: Entry | null },
): Statement => {
  const newId = facts.id ?? impliedContactId(facts.companyId, facts.keys[0]);
  return {
    sql: `WITH found AS (
         SELECT contact_id FROM (
           SELECT l.contact_id, 0::bigint AS i FROM contact_links l
            WHERE l.ref_type = $3::text AND l.ref_id = $4::text
           UNION ALL
           SELECT k.contact_id, g.i
             FROM unnest($2::text[]) WITH ORDINALITY AS g(key, i)
             JOIN contact_keys k ON k.company_id = $1 AND k.key = g.key
         ) candidates ORDER BY i LIMIT 1
       ), upserted AS (
         INSERT INTO contacts AS c (contact_id, company_id, owner_id, member_ids, name, email,
           phone, address, stage, tags, source, created_at, last_activity_at, stage_since)
         SELECT COALESCE((SELECT contact_id FROM found), $5), $1, $6, $7::text[], $8, $9, $10,
           $11, $12, $13::text[], $14, $15, $15, $15
         ON CONFLICT (contact_id) DO UPDATE SET
           name = CASE WHEN c.name = '' THEN EXCLUDED.name ELSE c.name END,
           email = CASE WHEN c.email = '' THEN EXCLUDED.email ELSE c.email END,
           phone = CASE WHEN c.phone = '' THEN EXCLUDED.phone ELSE c.phone END,
           address = CASE WHEN c.address = '' THEN EXCLUDED.address ELSE c.address END,
           stage = ${stageAfterSql('c.stage', facts.fact)},
           stage_since = CASE WHEN ${stageAfterSql('c.stage', facts.fact)} = c.stage
             THEN c.stage_since ELSE EXCLUDED.stage_since END,
           tags = ARRAY(
             SELECT t FROM (
               SELECT t, i, row_number() OVER (PARTITION BY lower(t) ORDER BY i) AS n
                 FROM unnest(c.tags || EXCLUDED.tags) WITH ORDINALITY AS u(t, i)
             ) tagged WHERE n = 1 ORDER BY i LIMIT ${contactLimits.tags}),
           member_ids = ARRAY(
             SELECT m FROM unnest(c.member_ids || EXCLUDED.member_ids) WITH ORDINALITY AS u(m, i)
              GROUP BY m ORDER BY min(i)),
           last_activity_at = GREATEST(c.last_activity_at, EXCLUDED.last_activity_at)
         RETURNING ${CONTACT_COLUMNS.replace(/(\w+)/g, 'c.$1')}
       ), keyed AS (
         INSERT INTO contact_keys (company_id, key, contact_id)
         SELECT $1, key, u.contact_id FROM upserted u,
           unnest($2::text[] || ARRAY['id:' || u.contact_id, $16::text]) AS key
          WHERE key IS NOT NULL
         ON CONFLICT (company_id, key) DO NOTHING
       ), linked AS (
         INSERT INTO contact_links (ref_type, ref_id, company_id, contact_id)
         SELECT $3, $4, $1, contact_id FROM upserted WHERE $3::text IS NOT NULL
         ON CONFLICT (ref_type, ref_id) DO NOTHING
       ), entry AS (
         INSERT INTO contact_timeline
           (entry_id, contact_id, company_id, at, kind, title, detail, ref_type, ref_id)
         SELECT $17, contact_id, $1, $18, $19, $20, $21, $22, $23 FROM upserted
          WHERE $17::text IS NOT NULL
         ON CONFLICT (entry_id) DO UPDATE SET at = EXCLUDED.at, title = EXCLUDED.title,
           detail = EXCLUDED.detail, contact_id = EXCLUDED.contact_id
       )
       SELECT * FROM upserted`,
    params: [
      facts.companyId,
      facts.keys,
      link?.type ?? null,
      link?.id ?? null,
      newId,
      facts.memberId,
      uniq([facts.memberId]),
      facts.name ?? '',
      facts.email ?? '',
      facts.phone ?? '',
      facts.address ?? '',
      stageAfter(null, facts.fact ?? 'lead'),
      normaliseTags(facts.tags ?? []),
      facts.source,
      facts.at,
      facts.id ? idKey(facts.id) : null,
      entry?.entryId ?? null,
      entry?.at ?? null,
      entry?.kind ?? null,
      entry?.title ?? null,
      entry?.detail ?? '',
      entry?.ref?.type ?? null,
      entry?.ref?.id ?? null,
    ],
  };
};

// What an inbound call (its start, then its report) tells of the caller's contact, from the event
// alone: null for an outbound call or a caller known by nothing.
const callTouch = (
  event: RecordedEvent<ContactsEvent>,
): { facts: Facts; link: Link; entry: Entry } | null => {
  if (event.type !== 'CallStarted' && event.type !== 'CallCompleted') return null;
  const d = event.data;
  if (d.direction !== 'inbound') return null;
  const link: Link = { type: 'call', id: d.callId };
  const entry = (detail: string): Entry => ({
    entryId: `call:${d.callId}`,
    at: d.startedAt,
    kind: 'call',
    title: `Call answered by ${d.receptionistName || 'the receptionist'}`,
    detail,
    ref: { type: 'call', id: d.callId },
  });
  if (event.type === 'CallStarted') {
    const phone = toE164(event.data.from);
    if (!phone) return null;
    return {
      facts: {
        companyId: d.companyId,
        keys: [phoneKey(phone)],
        phone,
        memberId: d.ownerId,
        at: event.data.startedAt,
        fact: 'lead',
        source: 'call',
      },
      link,
      entry: entry(event.data.routedTo === 'forward' ? 'Forwarded to the team' : 'In progress'),
    };
  }
  const report = event.data;
  const phone = toE164(report.callerPhone) || toE164(report.from);
  const email = normalisedEmail(report.callerEmail);
  // The contact the call's start found comes first (its link), then phone and email.
  const keys = uniq([phone ? phoneKey(phone) : null, email ? emailKey(email) : null]);
  if (keys.length === 0) return null;
  const said = [
    ...report.transcript.filter((line) => line.speaker === 'Caller').map((line) => line.text),
    report.reason,
  ];
  // What the caller asked about; a greeting says nothing of them.
  const tags = uniq(said.flatMap((text) => tagTranscriptLine(text))).filter(
    (tag) => tag !== 'greeting',
  );
  return {
    facts: {
      companyId: d.companyId,
      keys,
      name: report.callerName,
      email,
      phone,
      memberId: d.ownerId,
      at: report.endedAt,
      fact: isRequestCall(tags) ? 'request' : 'lead',
      tags,
      source: 'call',
    },
    link,
    entry: entry(
      excerpt(
        report.summary || report.reason || (report.outcome === 'failed' ? 'Call failed' : ''),
      ),
    ),
  };
};

// The pipeline's contacts, found in the log: a caller the receptionist captured, a client a
// proposal was shared with or who signed, someone added by hand or imported; matched on E.164
// phone or email within a company. Each contact's stage follows the domain's rule (stageAfter)
// over its calls, proposals and jobs in log order; its timeline keeps every step, newest first.
// Contacts are a projection rather than streams of their own because who a caller "is" is a
// reading of the log that can improve (better matching, a merge) and be rebuilt; only what a
// person decides (an entry, tags, a merge) is an event of `contact-<id>`.
@Injectable()
export class ContactsProjection implements Projection<ContactsEvent> {
  readonly name = CONTACTS_PROJECTION;
  readonly eventTypes: readonly ContactsEvent['type'][] = [
    ...callEventTypes.filter((type) => type !== 'CallRecordingAvailable'),
    'ProposalShared',
    'ProposalViewed',
    'ProposalMessageReceived',
    'ProposalSigned',
    'ProposalDeclined',
    ...contactEventTypes,
    ...jobEventTypes,
    ...noteEventTypes,
  ];
  readonly tables = ['contacts', 'contact_keys', 'contact_links', 'contact_timeline'];
  readonly migrations = [
    {
      id: 'contacts-001',
      sql: `
CREATE TABLE contacts (
  contact_id text PRIMARY KEY,
  company_id text NOT NULL,
  owner_id text,
  member_ids text[] NOT NULL DEFAULT '{}',
  name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  stage text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  source text NOT NULL,
  created_at timestamptz NOT NULL,
  last_activity_at timestamptz NOT NULL
)
--;
CREATE INDEX contacts_company ON contacts (company_id, last_activity_at DESC)
--;
CREATE TABLE contact_keys (
  company_id text NOT NULL,
  key text NOT NULL,
  contact_id text NOT NULL,
  PRIMARY KEY (company_id, key)
)
--;
CREATE INDEX contact_keys_contact ON contact_keys (contact_id)
--;
CREATE TABLE contact_links (
  ref_type text NOT NULL,
  ref_id text NOT NULL,
  company_id text NOT NULL,
  contact_id text NOT NULL,
  PRIMARY KEY (ref_type, ref_id)
)
--;
CREATE INDEX contact_links_contact ON contact_links (contact_id)
--;
CREATE TABLE contact_timeline (
  entry_id text PRIMARY KEY,
  contact_id text NOT NULL,
  company_id text NOT NULL,
  at timestamptz NOT NULL,
  kind text NOT NULL,
  title text NOT NULL,
  detail text NOT NULL DEFAULT '',
  ref_type text,
  ref_id text,
  count int NOT NULL DEFAULT 1
)
--;
CREATE INDEX contact_timeline_contact ON contact_timeline (contact_id, at DESC)`,
    },
    {
      // Contacts projected before it reached their stage at their last activity, at the latest.
      id: 'contacts-002',
      sql: `
ALTER TABLE contacts ADD COLUMN stage_since timestamptz
--;
UPDATE contacts SET stage_since = last_activity_at
--;
ALTER TABLE contacts ALTER COLUMN stage_since SET NOT NULL
--;
CREATE INDEX contacts_company_stage ON contacts (company_id, stage, stage_since)`,
    },
  ];

  // A client opening a proposal touches its contact's timeline ("Opened n times") and last
  // activity only: a run of views, whatever the proposals, is one statement, as on the summaries.
  readonly mergeable: Projection<ContactsEvent>['mergeable'] = {
    eventTypes: ['ProposalViewed'],
    statement: (events: readonly RecordedEvent<ContactsEvent>[]): Statement => {
      const views = tallyViews(events);
      return {
        sql: `WITH v AS (
                SELECT * FROM unnest($1::text[], $2::int[], $3::timestamptz[]) AS v(id, n, at)
              ), seen AS (
                SELECT v.id, v.n, v.at, l.contact_id, t.company_id, t.ref_id, t.title
                FROM v
                JOIN contact_links l ON l.ref_type = 'proposal' AND l.ref_id = v.id
                JOIN contact_timeline t ON t.entry_id = 'proposal-sent:' || v.id
              ), entries AS (
                INSERT INTO contact_timeline
                  (entry_id, contact_id, company_id, at, kind, title, ref_type, ref_id, count)
                SELECT 'proposal-viewed:' || id, contact_id, company_id, at, 'proposal_viewed',
                  regexp_replace(title, '^Proposal sent: ', 'Proposal opened: '), 'proposal',
                  ref_id, n
                FROM seen
                ON CONFLICT (entry_id) DO UPDATE SET at = EXCLUDED.at,
                  count = contact_timeline.count + EXCLUDED.count,
                  contact_id = EXCLUDED.contact_id
              )
              UPDATE contacts c SET last_activity_at = GREATEST(c.last_activity_at, latest.at)
              FROM (SELECT contact_id, max(at) AS at FROM seen GROUP BY contact_id) latest
              WHERE c.contact_id = latest.contact_id
              RETURNING ${CONTACT_COLUMNS.replace(/(\w+)/g, 'c.$1')}`,
        params: [
          [...views.keys()],
          [...views.values()].map((view) => view.count),
          [...views.values()].map((view) => view.at),
        ],
      };
    },
    pushes: (rows) => this.updated(rows),
  };

  // A call's start and its report touch the caller's contact with one statement known from the
  // event: a run of calls is one round trip with the checkpoint.
  readonly scripted: Projection<ContactsEvent>['scripted'] = {
    eventTypes: ['CallStarted', 'CallCompleted'],
    statement: (event) => {
      const touch = callTouch(event);
      return touch ? touchStatement(touch.facts, touch) : null;
    },
    pushes: (rows) => this.updated(rows),
  };

  private updated(rows: readonly Record<string, unknown>[]): Push[] {
    return (rows as unknown as ContactTableRow[]).map((row) => this.push('contact.updated', row));
  }

  async apply(event: RecordedEvent<ContactsEvent>, tx: SqlExecutor): Promise<Push[]> {
    const changed = await this.write(event, tx);
    return this.pushes(tx, changed);
  }

  // Contacts touched (their rows when the write returned them, else their ids), and contacts
  // merged away (their rows as last listed).
  private async write(event: RecordedEvent<ContactsEvent>, tx: SqlExecutor): Promise<Changed> {
    const one = (id: string | null): Changed => ({
      rows: [],
      updated: id ? [id] : [],
      deleted: [],
    });
    const row = (touched: ContactTableRow | undefined): Changed => ({
      rows: touched ? [touched] : [],
      updated: [],
      deleted: [],
    });
    // An entry on the timeline of a contact the log already holds: its last activity moves on.
    const note = (
      id: string,
      companyId: string,
      entry: Entry | null,
      at: string,
      { link, memberId = null }: { link?: Link; memberId?: string | null } = {},
    ) =>
      this.touch(
        tx,
        { companyId, keys: [idKey(id)], memberId, at, fact: null, source: 'manual' },
        { link, entry },
      );
    switch (event.type) {
      case 'CallStarted':
      case 'CallCompleted': {
        const touch = callTouch(event);
        return row(touch ? await this.touch(tx, touch.facts, touch) : undefined);
      }
      case 'ProposalShared': {
        const d = event.data;
        const email = normalisedEmail(d.clientEmail);
        const phone = toE164(d.clientPhone ?? '');
        const touched = await this.touch(
          tx,
          {
            companyId: d.companyId,
            // The contact it was written for first, when it names one of the company's; then the
            // client's email and phone.
            keys: uniq([
              d.contactId ? idKey(d.contactId) : null,
              email ? emailKey(email) : null,
              phone ? phoneKey(phone) : null,
              email || phone ? null : `proposal:${d.proposalId}`,
            ]),
            name: d.clientName,
            email,
            phone,
            address: d.clientAddress,
            memberId: d.creatorId,
            at: d.sharedAt,
            fact: 'proposal_sent',
            source: 'proposal',
          },
          {
            link: { type: 'proposal', id: d.proposalId },
            entry: {
              entryId: `proposal-sent:${d.proposalId}`,
              at: d.sharedAt,
              kind: 'proposal_sent',
              title: `Proposal sent: ${d.title}`,
              detail: d.value > 0 ? dollars(d.value) : '',
              ref: { type: 'proposal', id: d.token },
            },
          },
        );
        return row(touched);
      }
      case 'ProposalMessageReceived':
      case 'ProposalSigned':
      case 'ProposalDeclined': {
        const d = event.data;
        const id = await this.linked(tx, 'proposal', d.proposalId);
        if (!id) return one(null);
        const sent = await this.sentEntry(tx, d.proposalId);
        if (!sent) return one(null);
        const ref = { type: 'proposal' as const, id: sent.ref_id };
        if (event.type === 'ProposalMessageReceived') {
          const m = event.data;
          return row(
            await note(
              id,
              sent.company_id,
              {
                entryId: `message:${event.id}`,
                at: m.receivedAt,
                kind: 'proposal_message',
                title: `Message about ${m.title}`,
                detail: excerpt(m.message),
                ref,
              },
              m.receivedAt,
            ),
          );
        } else if (event.type === 'ProposalSigned') {
          const s = event.data;
          const email = normalisedEmail(s.signerEmail);
          return row(
            await this.touch(
              tx,
              {
                companyId: sent.company_id,
                keys: uniq([idKey(id), email ? emailKey(email) : null]),
                email,
                memberId: null,
                at: s.signedAt,
                fact: 'proposal_signed',
                source: 'proposal',
              },
              {
                entry: {
                  entryId: `proposal-signed:${s.proposalId}`,
                  at: s.signedAt,
                  kind: 'proposal_signed',
                  title: `Proposal signed: ${s.title}`,
                  detail: s.choice
                    ? `Signed by ${s.signerName}: ${choiceSummary(s.choice)}`
                    : `Signed by ${s.signerName}`,
                  ref,
                },
              },
            ),
          );
        } else {
          const r = event.data as { reason: string; declinedAt: string };
          return row(
            await note(
              id,
              sent.company_id,
              {
                entryId: `proposal-declined:${d.proposalId}`,
                at: r.declinedAt,
                kind: 'proposal_declined',
                title: sent.title.replace(/^Proposal sent: /, 'Proposal declined: '),
                detail: excerpt(r.reason),
                ref,
              },
              r.declinedAt,
            ),
          );
        }
      }
      case 'ContactAdded': {
        const d = event.data;
        const email = normalisedEmail(d.email);
        const phone = toE164(d.phone);
        const touched = await this.touch(
          tx,
          {
            companyId: d.companyId,
            keys: uniq([
              idKey(d.contactId),
              phone ? phoneKey(phone) : null,
              email ? emailKey(email) : null,
            ]),
            name: d.name,
            email,
            phone,
            address: d.address,
            memberId: d.addedBy,
            at: d.addedAt,
            fact: 'lead',
            tags: d.tags,
            source: d.source,
            id: d.contactId,
          },
          {
            entry: {
              entryId: `added:${d.contactId}`,
              at: d.addedAt,
              kind: 'contact_added',
              title: d.source === 'import' ? 'Imported from a file' : 'Added by hand',
              ref: null,
            },
          },
        );
        return row(touched);
      }
      case 'ContactTagsChanged': {
        const d = event.data;
        const id = await this.resolve(tx, d.companyId, d.contactId);
        if (!id) return one(null);
        await tx.query('UPDATE contacts SET tags = $2 WHERE contact_id = $1', [id, d.tags]);
        return one(id);
      }
      case 'ContactMerged':
        return this.merge(tx, event.data);
      case 'JobOpened': {
        const d = event.data;
        const id = d.contactId
          ? await this.resolve(tx, d.companyId, d.contactId)
          : d.proposalId
            ? await this.linked(tx, 'proposal', d.proposalId)
            : null;
        if (!id) return one(null);
        // A signed proposal's job is recorded with its first schedule; the signature already
        // stands on the timeline for its opening.
        const entry: Entry | null = d.proposalId
          ? null
          : {
              entryId: `job-opened:${d.jobId}`,
              at: d.openedAt,
              kind: 'job_opened',
              title: `Job opened: ${d.service}`,
              detail: d.amount > 0 ? dollars(d.amount) : '',
              ref: { type: 'job', id: d.jobId },
            };
        return row(
          await note(id, d.companyId, entry, d.openedAt, {
            link: { type: 'job', id: d.jobId },
            memberId: d.teamMemberId,
          }),
        );
      }
      case 'JobScheduled':
      case 'JobStarted':
      case 'JobCompleted':
      case 'JobInvoiced':
      case 'JobPaymentRecorded':
        return row(await this.jobStep(tx, event));
      case 'NoteWritten': {
        const d = event.data;
        if (d.linkedTo?.type !== 'client') return one(null);
        const id = await this.resolve(tx, d.companyId, d.linkedTo.id);
        if (!id) return one(null);
        return row(
          await note(
            id,
            d.companyId,
            {
              entryId: `note:${d.noteId}`,
              at: d.writtenAt,
              kind: 'note',
              title: d.type === 'voice' ? 'Voice note' : 'Note',
              detail: excerpt(d.content),
              ref: { type: 'note', id: d.noteId },
            },
            d.writtenAt,
          ),
        );
      }
      case 'NoteDeleted':
        await tx.query('DELETE FROM contact_timeline WHERE entry_id = $1', [
          `note:${event.data.noteId}`,
        ]);
        return one(null);
      // Views are applied as a run (see `mergeable`).
      case 'ProposalViewed':
      case 'ProposalRead':
      case 'CallRecordingAvailable':
      case 'ProposalGenerated':
      case 'ProposalConsentGiven':
      case 'ProposalDeleted':
      case 'ProposalArchived':
      case 'ProposalSent':
      case 'ProposalDeliveryFailed':
      case 'DepositPaid':
      case 'ProposalExtended':
      case 'ProposalNewLinkRequested':
      case 'FollowUpSent':
      case 'FollowUpSkipped':
      case 'FollowUpsStopped':
      case 'ProposalCallReceived': // The call itself moves the contact (its own events).
        return one(null);
    }
  }

  private async jobStep(
    tx: SqlExecutor,
    event: RecordedEvent<JobEvent>,
  ): Promise<ContactTableRow | undefined> {
    const { jobId, companyId } = event.data;
    const id = (await this.linked(tx, 'job', jobId)) ?? (await this.linked(tx, 'proposal', jobId));
    if (!id) return undefined;
    const ref = { type: 'job' as const, id: jobId };
    let entry: Entry;
    const step = (at: string, kind: ContactTimelineKind, title: string, detail = '') => {
      entry = { entryId: `${kind}:${event.id}`, at, kind, title, detail, ref };
    };
    let fact: StageFact | null = null;
    let member: string | null = null;
    let at: string;
    switch (event.type) {
      case 'JobScheduled': {
        const d = event.data;
        at = d.scheduledAt;
        fact = 'job_scheduled';
        member = d.teamMemberId;
        step(
          at,
          'job_scheduled',
          `Job scheduled for ${calendarDay(d.scheduledDate)}`,
          d.teamMemberName,
        );
        break;
      }
      case 'JobStarted':
        at = event.data.startedAt;
        step(at, 'job_started', 'Job started');
        break;
      case 'JobCompleted':
        at = event.data.completedAt;
        fact = 'job_completed';
        step(at, 'job_completed', 'Job completed');
        break;
      case 'JobInvoiced':
        at = event.data.invoicedAt;
        step(at, 'job_invoiced', 'Invoice sent', dollars(event.data.amount));
        break;
      case 'JobPaymentRecorded': {
        const d = event.data;
        at = d.recordedAt;
        if (d.paidInFull) fact = 'job_paid';
        step(at, 'payment', 'Payment received', `${dollars(d.amount)} (${d.method})`);
        break;
      }
      default:
        return undefined;
    }
    return this.touch(
      tx,
      { companyId, keys: [idKey(id)], memberId: member, at, fact, source: 'manual' },
      { entry: entry! },
    );
  }

  // touchStatement, run.
  private async touch(
    tx: SqlExecutor,
    facts: Facts,
    along: { link?: Link | null; entry?: Entry | null } = {},
  ): Promise<ContactTableRow> {
    const { sql, params } = touchStatement(facts, along);
    const { rows } = await tx.query<ContactTableRow>(sql, params, {
      // Every call, share and step runs it: planned once per connection and fact.
      prepareAs: `contacts_touch_${String(facts.fact)}`,
    });
    return rows[0];
  }

  private async merge(
    tx: SqlExecutor,
    d: Extract<ContactEvent, { type: 'ContactMerged' }>['data'],
  ): Promise<Changed> {
    const survivor = await this.resolve(tx, d.companyId, d.contactId);
    const merged = await this.resolve(tx, d.companyId, d.mergedContactId);
    if (!survivor || !merged || survivor === merged) return { rows: [], updated: [], deleted: [] };
    const { rows } = await tx.query<ContactTableRow>(
      `SELECT ${CONTACT_COLUMNS} FROM contacts WHERE contact_id = ANY($1)`,
      [[survivor, merged]],
    );
    const a = rows.find((row) => row.contact_id === survivor);
    const b = rows.find((row) => row.contact_id === merged);
    if (!a || !b) return { rows: [], updated: [], deleted: [] };
    const fill = (x: string, y: string) => x || y;
    const further = stageRank(b.stage) > stageRank(a.stage) ? b : a;
    await tx.query(
      `UPDATE contacts SET name = $2, email = $3, phone = $4, address = $5, stage = $6, tags = $7,
         member_ids = $8, created_at = LEAST(created_at, $9),
         last_activity_at = GREATEST(last_activity_at, $10), stage_since = $11
       WHERE contact_id = $1`,
      [
        survivor,
        fill(a.name, b.name),
        fill(a.email, b.email),
        fill(a.phone, b.phone),
        fill(a.address, b.address),
        // The stage of whichever was further along: a merge joins one person's two halves.
        further.stage,
        normaliseTags([...a.tags, ...b.tags]),
        uniq([...a.member_ids, ...b.member_ids]),
        b.created_at,
        b.last_activity_at,
        further.stage_since,
      ],
    );
    for (const table of ['contact_keys', 'contact_links', 'contact_timeline']) {
      await tx.query(`UPDATE ${table} SET contact_id = $1 WHERE contact_id = $2`, [
        survivor,
        merged,
      ]);
    }
    await tx.query('DELETE FROM contacts WHERE contact_id = $1', [merged]);
    return { rows: [], updated: [survivor], deleted: [b] };
  }

  private async resolve(tx: SqlExecutor, companyId: string, contactId: string) {
    const { rows } = await tx.query<{ contact_id: string }>(
      'SELECT contact_id FROM contact_keys WHERE company_id = $1 AND key = $2',
      [companyId, idKey(contactId)],
    );
    return rows[0]?.contact_id ?? null;
  }

  private async linked(tx: SqlExecutor, refType: string, refId: string) {
    const { rows } = await tx.query<{ contact_id: string }>(
      'SELECT contact_id FROM contact_links WHERE ref_type = $1 AND ref_id = $2',
      [refType, refId],
    );
    return rows[0]?.contact_id ?? null;
  }

  private async sentEntry(tx: SqlExecutor, proposalId: string) {
    const { rows } = await tx.query<{ company_id: string; ref_id: string; title: string }>(
      'SELECT company_id, ref_id, title FROM contact_timeline WHERE entry_id = $1',
      [`proposal-sent:${proposalId}`],
    );
    return rows[0] ?? null;
  }

  private async pushes(
    tx: SqlExecutor,
    { rows: touched, updated, deleted }: Changed,
  ): Promise<Push[]> {
    const rows =
      updated.length === 0
        ? touched
        : [
            ...touched,
            ...(
              await tx.query<ContactTableRow>(
                `SELECT ${CONTACT_COLUMNS} FROM contacts WHERE contact_id = ANY($1)`,
                [updated],
              )
            ).rows,
          ];
    return [
      ...deleted.map((row) => this.push('contact.deleted', row)),
      ...rows.map((row) => this.push('contact.updated', row)),
    ];
  }

  // To the company's managers and every member the contact concerns.
  private push(event: 'contact.updated' | 'contact.deleted', row: ContactTableRow): Push {
    return {
      key: `contact:${row.contact_id}`,
      event,
      rooms: [companyRoom(row.company_id), ...row.member_ids.map(userRoom)],
      payload: toContactRow(row),
    };
  }
}
