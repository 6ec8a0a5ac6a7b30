import { Injectable } from '@nestjs/common';
import { companyRoom, userRoom } from '@vanilla/contracts';
import type { NoteRow, NoteType } from '@vanilla/contracts';
import { aiNoteIdOfCall, noteEventTypes } from '@vanilla/domain';
import type { CallEvent, NoteEvent } from '@vanilla/domain';
import { findUsername } from '../../accounts/index.js';
import type { SqlExecutor, Statement } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import { lastOfEach } from '../../infrastructure/projections/projection.js';
import type { Projection, Push } from '../../infrastructure/projections/projection.js';
import { NOTES_PROJECTION } from '../pipeline-projections.js';

export type NotesEvent = Extract<CallEvent, { type: 'CallCompleted' }> | NoteEvent;

export type NoteTableRow = {
  note_id: string;
  company_id: string;
  author_id: string | null;
  // Who sees it besides the managers: its author, or the owner of the call an AI note sums up.
  owner_id: string | null;
  type: NoteType;
  content: string;
  audio_sha256: string | null;
  duration_seconds: number;
  linked_type: 'client' | 'team_member' | null;
  linked_id: string | null;
  linked_name: string;
  call_id: string | null;
  created_at: Date;
  // The client the note is about, through the contacts' keys (so a merge follows) or the call.
  contact_id: string | null;
  contact_name: string | null;
};

// The row GET /api/notes lists and `note.updated` pushes.
export const NOTE_SELECT = `SELECT n.note_id, n.company_id, n.author_id, n.owner_id, n.type,
  n.content, n.audio_sha256, n.duration_seconds, n.linked_type, n.linked_id, n.linked_name,
  n.call_id, n.created_at,
  COALESCE(c.contact_id, cc.contact_id) AS contact_id, COALESCE(c.name, cc.name) AS contact_name
  FROM notes n
  LEFT JOIN contact_keys k ON n.linked_type = 'client' AND k.company_id = n.company_id
    AND k.key = 'id:' || n.linked_id
  LEFT JOIN contacts c ON c.contact_id = k.contact_id
  LEFT JOIN contact_links l ON n.call_id IS NOT NULL AND l.ref_type = 'call' AND l.ref_id = n.call_id
  LEFT JOIN contacts cc ON cc.contact_id = l.contact_id`;

export const noteAudioPath = (noteId: string): string =>
  `/api/notes/${encodeURIComponent(noteId)}/audio`;

export const toNoteRow = (row: NoteTableRow): NoteRow => ({
  id: row.note_id,
  content: row.content,
  type: row.type,
  date: row.created_at.toISOString(),
  linkedTo:
    row.linked_type === 'team_member' && row.linked_id
      ? { type: 'team_member', id: row.linked_id, name: row.linked_name }
      : row.contact_id
        ? { type: 'client', id: row.contact_id, name: row.contact_name || row.linked_name }
        : null,
  isAITranscript: row.type === 'ai',
  audio_url: row.audio_sha256 ? noteAudioPath(row.note_id) : null,
  duration_seconds: row.duration_seconds,
  call_id: row.call_id,
  author_id: row.author_id,
});

// Notes: the receptionist's call summaries (AI notes), and the text and voice notes people write.
// A deleted note stays as a row marked deleted, so a call reported again never brings its
// summary back to the page.
@Injectable()
export class NotesProjection implements Projection<NotesEvent> {
  readonly name = NOTES_PROJECTION;
  readonly eventTypes: readonly NotesEvent['type'][] = ['CallCompleted', ...noteEventTypes];
  readonly tables = ['notes'];
  readonly migrations = [
    {
      id: 'notes-001',
      sql: `
CREATE TABLE notes (
  note_id text PRIMARY KEY,
  company_id text NOT NULL,
  author_id text,
  owner_id text,
  type text NOT NULL,
  content text NOT NULL,
  audio_sha256 text,
  duration_seconds int NOT NULL DEFAULT 0,
  linked_type text,
  linked_id text,
  linked_name text NOT NULL DEFAULT '',
  call_id text,
  created_at timestamptz NOT NULL,
  deleted_at timestamptz
)
--;
CREATE INDEX notes_company ON notes (company_id, created_at DESC)`,
    },
  ];

  // The receptionist's summaries of calls (AI notes) commute with one another: a run of ends of
  // calls is one upsert, returning the rows as listed.
  readonly mergeable = {
    eventTypes: ['CallCompleted'] as const,
    statement: (events: readonly RecordedEvent<NotesEvent>[]): Statement => {
      const summaries = lastOfEach(
        events.flatMap((e) =>
          e.type === 'CallCompleted' && e.data.direction === 'inbound' && e.data.summary.trim()
            ? [e.data]
            : [],
        ),
        (d) => d.callId,
        (d) => [
          aiNoteIdOfCall(d.callId),
          d.companyId,
          d.ownerId,
          d.summary,
          d.callerName || d.from,
          d.callId,
          d.endedAt,
        ],
      );
      return {
        sql: `WITH up AS (
                INSERT INTO notes (note_id, company_id, owner_id, content, linked_name, call_id,
                  created_at, type)
                SELECT *, 'ai' FROM unnest($1::text[], $2::text[], $3::text[], $4::text[],
                  $5::text[], $6::text[], $7::timestamptz[])
                ON CONFLICT (note_id) DO UPDATE SET content = EXCLUDED.content,
                  linked_name = EXCLUDED.linked_name
                RETURNING *
              )
              ${NOTE_SELECT.replace('FROM notes n', 'FROM up n')} WHERE n.deleted_at IS NULL`,
        params: [0, 1, 2, 3, 4, 5, 6].map((i) => summaries.map((row) => row[i])),
      };
    },
    pushes: (rows: readonly Record<string, unknown>[]): Push[] =>
      (rows as unknown as NoteTableRow[]).map((row) => this.push(row, 'note.updated')),
  } satisfies Projection<NotesEvent>['mergeable'];

  async apply(event: RecordedEvent<NotesEvent>, tx: SqlExecutor): Promise<Push[]> {
    switch (event.type) {
      case 'CallCompleted': {
        const { sql, params } = this.mergeable.statement([event]);
        return this.mergeable.pushes((await tx.query(sql, params)).rows);
      }
      case 'NoteWritten': {
        const d = event.data;
        const linkedName =
          d.linkedTo?.type === 'team_member'
            ? await findUsername(tx, d.companyId, d.linkedTo.id)
            : '';
        await tx.query(
          `INSERT INTO notes (note_id, company_id, author_id, owner_id, type, content, audio_sha256,
             duration_seconds, linked_type, linked_id, linked_name, created_at)
           VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           ON CONFLICT (note_id) DO NOTHING`,
          [
            d.noteId,
            d.companyId,
            d.authorId,
            d.type,
            d.content,
            d.audio?.sha256 ?? null,
            Math.round(d.audio?.durationSeconds ?? 0),
            d.linkedTo?.type ?? null,
            d.linkedTo?.id ?? null,
            linkedName,
            d.writtenAt,
          ],
        );
        return this.pushes(tx, d.noteId, 'note.updated');
      }
      case 'NoteDeleted': {
        const pushes = await this.pushes(tx, event.data.noteId, 'note.deleted');
        await tx.query('UPDATE notes SET deleted_at = $2 WHERE note_id = $1', [
          event.data.noteId,
          event.data.deletedAt,
        ]);
        return pushes;
      }
    }
  }

  private async pushes(
    tx: SqlExecutor,
    noteId: string,
    name: 'note.updated' | 'note.deleted',
  ): Promise<Push[]> {
    const { rows } = await tx.query<NoteTableRow>(
      `${NOTE_SELECT} WHERE n.note_id = $1 AND n.deleted_at IS NULL`,
      [noteId],
      { prepareAs: 'notes_row' },
    );
    return rows.map((row) => this.push(row, name));
  }

  private push(row: NoteTableRow, name: 'note.updated' | 'note.deleted'): Push {
    return {
      key: `note:${row.note_id}`,
      event: name,
      rooms: [companyRoom(row.company_id), ...(row.owner_id ? [userRoom(row.owner_id)] : [])],
      payload: toNoteRow(row),
    };
  }
}
