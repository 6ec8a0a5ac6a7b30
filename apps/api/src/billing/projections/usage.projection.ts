import { Injectable } from '@nestjs/common';
import { monthOf } from '@vanilla/domain';
import type { CallEvent, ProposalEvent } from '@vanilla/domain';
import type { SqlExecutor, Statement } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import { lastOfEach } from '../../infrastructure/projections/projection.js';
import type { Projection, Push } from '../../infrastructure/projections/projection.js';

// What plans limit, per user and calendar month: proposals generated, and AI call time on the
// receptionists they set up (a call counts once, with its last reported duration).
// The projection's name, for whoever waits on it (waitForPosition).
export const USAGE_PROJECTION = 'usage';

type UsageEvent = Extract<
  ProposalEvent | CallEvent,
  { type: 'ProposalGenerated' | 'CallCompleted' }
>;

@Injectable()
export class UsageProjection implements Projection<UsageEvent> {
  readonly name = USAGE_PROJECTION;
  readonly eventTypes: readonly UsageEvent['type'][] = ['ProposalGenerated', 'CallCompleted'];
  readonly tables = ['usage_proposals', 'usage_calls'];
  readonly migrations = [
    {
      id: 'usage-001',
      sql: `
CREATE TABLE usage_proposals (
  proposal_id text PRIMARY KEY,
  user_id text NOT NULL,
  month text NOT NULL
)
--;
CREATE INDEX usage_proposals_user ON usage_proposals (user_id, month)
--;
CREATE TABLE usage_calls (
  call_id text PRIMARY KEY,
  user_id text NOT NULL,
  month text NOT NULL,
  seconds int NOT NULL
)
--;
CREATE INDEX usage_calls_user ON usage_calls (user_id, month)`,
    },
  ];

  // Both counts commute: a run of proposals and calls, whatever their order, is one statement
  // (a call reported twice counts once, with its last duration).
  readonly mergeable: Projection<UsageEvent>['mergeable'] = {
    eventTypes: this.eventTypes,
    statement: (events: readonly RecordedEvent<UsageEvent>[]): Statement => {
      const proposals = lastOfEach(
        events.flatMap((e) => (e.type === 'ProposalGenerated' ? [e.data] : [])),
        (d) => d.proposalId,
        (d) => [d.proposalId, d.creatorId, monthOf(d.generatedAt)],
      );
      const calls = lastOfEach(
        events.flatMap((e) => (e.type === 'CallCompleted' && e.data.ownerId ? [e.data] : [])),
        (d) => d.callId,
        (d) => [d.callId, d.ownerId, monthOf(d.startedAt), Math.round(d.durationSeconds)],
      );
      const column = (rows: unknown[][], i: number) => rows.map((row) => row[i]);
      return {
        sql: `WITH proposals AS (
                INSERT INTO usage_proposals (proposal_id, user_id, month)
                SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
                ON CONFLICT (proposal_id) DO NOTHING
              )
              INSERT INTO usage_calls (call_id, user_id, month, seconds)
              SELECT * FROM unnest($4::text[], $5::text[], $6::text[], $7::int[])
              ON CONFLICT (call_id) DO UPDATE SET seconds = EXCLUDED.seconds`,
        params: [
          ...[0, 1, 2].map((i) => column(proposals, i)),
          ...[0, 1, 2, 3].map((i) => column(calls, i)),
        ],
      };
    },
    pushes: (): Push[] => [],
  };

  // The runner applies every event through `mergeable`; this is the same for one event.
  async apply(event: RecordedEvent<UsageEvent>, tx: SqlExecutor): Promise<Push[]> {
    const { sql, params } = this.mergeable!.statement([event]);
    await tx.query(sql, params);
    return [];
  }
}
