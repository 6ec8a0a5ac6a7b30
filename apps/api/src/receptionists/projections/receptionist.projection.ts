import { Injectable } from '@nestjs/common';
import { companyRoom, userRoom } from '@vanilla/contracts';
import type { Receptionist, ReceptionistTone } from '@vanilla/contracts';
import { receptionistEventTypes } from '@vanilla/domain';
import type { ReceptionistEvent } from '@vanilla/domain';
import type { SqlExecutor } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import type { Projection, Push } from '../../infrastructure/projections/projection.js';

// The stored row: the listed row's fields, with lists and hours as JSON columns, the tone as
// stored and the times as dates.
export type ReceptionistRow = Omit<
  Receptionist,
  'id' | 'tone' | 'follow_ups' | 'answer_timing' | 'operating_hours' | 'created_at' | 'updated_at'
> & {
  receptionist_id: string;
  tone: string;
  follow_ups: string[];
  answer_timing: string[];
  operating_hours: { timezone: string; days: Record<string, { open: string; close: string }> };
  created_at: Date;
  updated_at: Date;
};

export const toReceptionist = (row: ReceptionistRow): Receptionist => ({
  id: row.receptionist_id,
  company_id: row.company_id,
  creator_id: row.creator_id,
  name: row.name,
  company_name: row.company_name,
  phone_number: row.phone_number,
  is_active: row.is_active,
  goals: row.goals,
  tone: row.tone as ReceptionistTone,
  greeting: row.greeting,
  follow_ups: JSON.stringify(row.follow_ups),
  answer_timing: JSON.stringify(row.answer_timing),
  call_forwarding: row.call_forwarding,
  // jsonb keeps keys in its own order; the text form puts the timezone first, as written.
  operating_hours: JSON.stringify({
    timezone: row.operating_hours.timezone,
    days: row.operating_hours.days,
  }),
  calendar_id: row.calendar_id,
  twilio_sid: row.twilio_sid,
  vapi_assistant_id: row.vapi_assistant_id,
  vapi_phone_number_id: row.vapi_phone_number_id,
  test_mode: row.test_mode,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

// What a change pushes to the company's managers and the receptionist's creator: the row as
// GET /api/ai-receptionist/list lists it.
const toPushes = (
  event: 'receptionist.updated' | 'receptionist.deleted',
  rows: readonly ReceptionistRow[],
): Push[] =>
  rows.map((row) => ({
    key: `receptionist:${row.receptionist_id}`,
    event,
    rooms: [companyRoom(row.company_id), userRoom(row.creator_id)],
    payload: toReceptionist(row),
  }));

// Live receptionists of each company (deleted ones leave the table), for the AI Receptionist
// page and for webhooks finding which receptionist a call is for.
// The projection's name, for whoever waits on it (waitForPosition).
export const RECEPTIONIST_PROJECTION = 'receptionists';

@Injectable()
export class ReceptionistProjection implements Projection<ReceptionistEvent> {
  readonly name = RECEPTIONIST_PROJECTION;
  readonly eventTypes = receptionistEventTypes;
  readonly tables = ['receptionists'];
  readonly migrations = [
    {
      id: 'receptionists-001',
      sql: `
CREATE TABLE receptionists (
  receptionist_id text PRIMARY KEY,
  company_id text NOT NULL,
  creator_id text NOT NULL,
  name text NOT NULL,
  company_name text NOT NULL,
  phone_number text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  goals jsonb NOT NULL,
  tone text NOT NULL,
  greeting text NOT NULL,
  follow_ups jsonb NOT NULL,
  answer_timing jsonb NOT NULL,
  call_forwarding text NOT NULL,
  operating_hours jsonb NOT NULL,
  calendar_id text NOT NULL DEFAULT '',
  twilio_sid text,
  vapi_assistant_id text NOT NULL,
  vapi_phone_number_id text,
  test_mode boolean NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
)
--;
CREATE INDEX receptionists_company ON receptionists (company_id, created_at)
--;
CREATE INDEX receptionists_phone ON receptionists (phone_number)
--;
CREATE INDEX receptionists_assistant ON receptionists (vapi_assistant_id)`,
    },
  ];

  async apply(event: RecordedEvent<ReceptionistEvent>, tx: SqlExecutor): Promise<Push[]> {
    switch (event.type) {
      case 'ReceptionistCreated': {
        const d = event.data;
        const { rows } = await tx.query<ReceptionistRow>(
          `INSERT INTO receptionists (receptionist_id, company_id, creator_id, name, company_name,
             phone_number, is_active, goals, tone, greeting, follow_ups, answer_timing,
             call_forwarding, operating_hours, calendar_id, twilio_sid, vapi_assistant_id,
             vapi_phone_number_id, test_mode, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, true, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
             $17, $18, $19, $19)
           ON CONFLICT (receptionist_id) DO NOTHING
           RETURNING ${RECEPTIONIST_COLUMNS}`,
          [
            d.receptionistId,
            d.companyId,
            d.creatorId,
            d.name,
            d.companyName,
            d.phoneNumber,
            JSON.stringify(d.goals),
            d.tone,
            d.greeting,
            JSON.stringify(d.followUps),
            JSON.stringify(d.answerTiming),
            d.callForwarding,
            JSON.stringify(d.operatingHours),
            d.calendarId,
            d.twilioSid,
            d.vapiAssistantId,
            d.vapiPhoneNumberId,
            d.testMode,
            d.createdAt,
          ],
        );
        return toPushes('receptionist.updated', rows);
      }
      case 'ReceptionistUpdated': {
        const d = event.data;
        const { rows } = await tx.query<ReceptionistRow>(
          `UPDATE receptionists SET name = $2, company_name = $3, goals = $4, tone = $5,
             greeting = $6, follow_ups = $7, answer_timing = $8, call_forwarding = $9,
             operating_hours = $10, is_active = $11, updated_at = $12
           WHERE receptionist_id = $1
           RETURNING ${RECEPTIONIST_COLUMNS}`,
          [
            d.receptionistId,
            d.name,
            d.companyName,
            JSON.stringify(d.goals),
            d.tone,
            d.greeting,
            JSON.stringify(d.followUps),
            JSON.stringify(d.answerTiming),
            d.callForwarding,
            JSON.stringify(d.operatingHours),
            d.isActive,
            d.updatedAt,
          ],
        );
        return toPushes('receptionist.updated', rows);
      }
      case 'ReceptionistDeleted': {
        const { rows } = await tx.query<ReceptionistRow>(
          `DELETE FROM receptionists WHERE receptionist_id = $1 RETURNING ${RECEPTIONIST_COLUMNS}`,
          [event.data.receptionistId],
        );
        return toPushes('receptionist.deleted', rows);
      }
      case 'PhoneNumberReleased':
        return [];
    }
  }
}

export const RECEPTIONIST_COLUMNS = `receptionist_id, company_id, creator_id, name, company_name,
  phone_number, is_active, goals, tone, greeting, follow_ups, answer_timing, call_forwarding,
  operating_hours, calendar_id, twilio_sid, vapi_assistant_id, vapi_phone_number_id, test_mode,
  created_at, updated_at`;
