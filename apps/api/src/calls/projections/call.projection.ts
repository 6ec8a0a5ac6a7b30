import { Injectable } from '@nestjs/common';
import { companyRoom, tagTranscriptLine, userRoom } from '@vanilla/contracts';
import type { CallRecord, CallStatus } from '@vanilla/contracts';
import { callEventTypes, dateTimeFormat } from '@vanilla/domain';
import type { CallCompleted, CallEvent, TranscriptEntry } from '@vanilla/domain';
import type { SqlExecutor } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import { lastOfEach, statementFor } from '../../infrastructure/projections/projection.js';
import type {
  Projection,
  ProjectionStatement,
  Push,
} from '../../infrastructure/projections/projection.js';

export type CallRow = {
  call_id: string;
  company_id: string;
  owner_id: string | null;
  receptionist_id: string | null;
  receptionist_name: string;
  timezone: string;
  from_number: string;
  to_number: string;
  direction: 'inbound' | 'outbound';
  routed_to: 'ai' | 'forward';
  provider: string;
  status: CallStatus;
  ended_reason: string;
  duration_seconds: number;
  recording_url: string | null;
  transcript: TranscriptEntry[];
  summary: string;
  caller_name: string;
  caller_email: string;
  caller_phone: string;
  reason: string;
  started_at: Date;
  ended_at: Date | null;
};

export const CALL_COLUMNS = `call_id, company_id, owner_id, receptionist_id, receptionist_name,
  timezone, from_number, to_number, direction, routed_to, provider, status, ended_reason,
  duration_seconds, recording_url, transcript, summary, caller_name, caller_email, caller_phone,
  reason, started_at, ended_at`;

export const clock = (seconds: number): string => {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const localParts = (at: Date, timezone: string) => {
  const parts = dateTimeFormat(timezone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')} ${part('dayPeriod')}`,
  };
};

// The columns a call's end sets, in the order of the upsert's values, as Postgres types.
const COMPLETED_TYPES =
  'text,text,text,text,text,text,text,text,text,text,text,text,int,text,jsonb,text,text,text,text,text,timestamptz,timestamptz';

const pushesOf = (rows: readonly CallRow[]): Push[] =>
  rows.map((row) => ({
    key: `call:${row.call_id}`,
    event: 'call.updated' as const,
    rooms: [companyRoom(row.company_id), ...(row.owner_id ? [userRoom(row.owner_id)] : [])],
    payload: toCallRecord(row),
  }));

export const toCallRecord = (row: CallRow): CallRecord => {
  const { date, time } = localParts(row.started_at, row.timezone);
  return {
    id: row.call_id,
    company_id: row.company_id,
    receptionist_id: row.receptionist_id,
    ai_receptionist: row.receptionist_name,
    contact: row.caller_name || row.from_number,
    phoneNumber: row.from_number,
    caller: row.from_number,
    recipient: row.to_number,
    direction: row.direction,
    routed_to: row.routed_to,
    type: row.routed_to === 'forward' ? 'Forwarded call' : 'AI receptionist',
    status: row.status,
    date,
    time,
    duration: clock(row.duration_seconds),
    durationSeconds: row.duration_seconds,
    audio_url: row.recording_url,
    transcript: row.transcript.map((line) => ({
      timestamp: clock(line.secondsFromStart),
      speaker: line.speaker,
      text: line.text,
      tags: tagTranscriptLine(line.text),
    })),
    summary: row.summary,
    customer_name: row.caller_name,
    customer_email: row.caller_email,
    customer_phone: row.caller_phone || row.from_number,
    reason: row.reason,
    started_at: row.started_at.toISOString(),
    ended_at: row.ended_at?.toISOString() ?? null,
  };
};

// Calls with their transcripts, per company (and per receptionist owner for members); every
// change is pushed as `call.updated`, the row GET /api/calls lists, to the company's dashboards
// and the owner's.
@Injectable()
export class CallProjection implements Projection<CallEvent> {
  readonly name = 'calls';
  readonly eventTypes = callEventTypes;
  readonly tables = ['calls'];
  readonly migrations = [
    {
      id: 'calls-001',
      sql: `
CREATE TABLE calls (
  call_id text PRIMARY KEY,
  company_id text NOT NULL,
  owner_id text,
  receptionist_id text,
  receptionist_name text NOT NULL,
  timezone text NOT NULL,
  from_number text NOT NULL,
  to_number text NOT NULL,
  direction text NOT NULL,
  routed_to text NOT NULL,
  provider text NOT NULL,
  status text NOT NULL,
  ended_reason text NOT NULL DEFAULT '',
  duration_seconds int NOT NULL DEFAULT 0,
  recording_url text,
  transcript jsonb NOT NULL DEFAULT '[]',
  summary text NOT NULL DEFAULT '',
  caller_name text NOT NULL DEFAULT '',
  caller_email text NOT NULL DEFAULT '',
  caller_phone text NOT NULL DEFAULT '',
  reason text NOT NULL DEFAULT '',
  started_at timestamptz NOT NULL,
  ended_at timestamptz
)
--;
CREATE INDEX calls_company ON calls (company_id, started_at DESC)`,
    },
  ];

  // Ends of calls commute with one another: a run of them, whatever the calls, is one upsert (a
  // call ended twice in a run keeps its last report, and the recording either brought).
  readonly mergeable = {
    eventTypes: ['CallCompleted'] as const,
    statement: (events: readonly RecordedEvent<CallEvent>[]): ProjectionStatement => {
      const ends = lastOfEach(
        events.flatMap((e) => (e.type === 'CallCompleted' ? [e.data] : [])),
        (d) => d.callId,
        (d, previous): CallCompleted['data'] => ({
          ...d,
          recordingUrl: d.recordingUrl ?? previous?.recordingUrl ?? null,
        }),
      );
      const values = ends.map((d) => [
        d.callId,
        d.companyId,
        d.ownerId,
        d.receptionistId,
        d.receptionistName,
        d.timezone,
        d.from,
        d.to,
        d.direction,
        d.provider,
        d.outcome === 'failed' ? 'Failed' : 'Completed',
        d.endedReason,
        Math.round(d.durationSeconds),
        d.recordingUrl,
        JSON.stringify(d.transcript),
        d.summary,
        d.callerName,
        d.callerEmail,
        d.callerPhone,
        d.reason,
        d.startedAt,
        d.endedAt,
      ]);
      const types = COMPLETED_TYPES.split(',');
      return {
        sql: `INSERT INTO calls (call_id, company_id, owner_id, receptionist_id, receptionist_name,
                timezone, from_number, to_number, direction, provider, status, ended_reason,
                duration_seconds, recording_url, transcript, summary, caller_name, caller_email,
                caller_phone, reason, started_at, ended_at, routed_to)
              SELECT *, 'ai' FROM unnest(${types.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})
              ON CONFLICT (call_id) DO UPDATE SET provider = EXCLUDED.provider,
                status = EXCLUDED.status, ended_reason = EXCLUDED.ended_reason,
                duration_seconds = EXCLUDED.duration_seconds,
                recording_url = COALESCE(EXCLUDED.recording_url, calls.recording_url),
                transcript = EXCLUDED.transcript, summary = EXCLUDED.summary,
                caller_name = EXCLUDED.caller_name, caller_email = EXCLUDED.caller_email,
                caller_phone = EXCLUDED.caller_phone, reason = EXCLUDED.reason,
                ended_at = EXCLUDED.ended_at`,
        params: types.map((_, i) => values.map((row) => row[i])),
        returning: CALL_COLUMNS,
      };
    },
    pushes: (rows: readonly Record<string, unknown>[]): Push[] =>
      pushesOf(rows as unknown as CallRow[]),
    // Every statement here writes its call's row alone.
    rowOf: (event: RecordedEvent<CallEvent>) => event.data.callId,
  } satisfies Projection<CallEvent>['mergeable'];

  // A start and a recording each write one row, known from the event alone: a batch of calls is
  // one round trip.
  readonly scripted = {
    eventTypes: ['CallStarted', 'CallRecordingAvailable'] as const,
    statement: (event: RecordedEvent<CallEvent>): ProjectionStatement => {
      switch (event.type) {
        case 'CallStarted': {
          const d = event.data;
          return {
            sql: `INSERT INTO calls (call_id, company_id, owner_id, receptionist_id, receptionist_name,
                    timezone, from_number, to_number, direction, routed_to, provider, status, started_at)
                  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'In Progress', $12)
                  ON CONFLICT (call_id) DO NOTHING`,
            params: [
              d.callId,
              d.companyId,
              d.ownerId,
              d.receptionistId,
              d.receptionistName,
              d.timezone,
              d.from,
              d.to,
              d.direction,
              d.routedTo,
              d.provider,
              d.startedAt,
            ],
            returning: CALL_COLUMNS,
          };
        }
        case 'CallCompleted':
          return this.mergeable.statement([event]);
        case 'CallRecordingAvailable':
          return {
            sql: 'UPDATE calls SET recording_url = $2 WHERE call_id = $1',
            params: [event.data.callId, event.data.recordingUrl],
            returning: CALL_COLUMNS,
          };
      }
    },
    pushes: (rows: readonly Record<string, unknown>[]): Push[] =>
      pushesOf(rows as unknown as CallRow[]),
  } satisfies Projection<CallEvent>['scripted'];

  async apply(event: RecordedEvent<CallEvent>, tx: SqlExecutor): Promise<Push[]> {
    const { sql, params } = statementFor(this.scripted.statement(event), true);
    return pushesOf((await tx.query<CallRow>(sql, params)).rows);
  }
}
