import { Injectable } from '@nestjs/common';
import { monthOf } from '@vanilla/domain';
import type { CallEvent, ProposalEvent } from '@vanilla/domain';
import type { SqlExecutor } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import type { Projection, Push } from '../../infrastructure/projections/projection.js';

// What plans limit, per user and calendar month: proposals generated, and AI call time on the
// receptionists they set up (a call counts once, with its last reported duration).
// The projection's name, for whoever waits on it (waitForPosition).
export const USAGE_PROJECTION = 'usage';

@Injectable()
export class UsageProjection implements Projection<ProposalEvent | CallEvent> {
  readonly name = USAGE_PROJECTION;
  readonly eventTypes: readonly (ProposalEvent | CallEvent)['type'][] = [
    'ProposalGenerated',
    'CallCompleted',
  ];
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

  async apply(event: RecordedEvent<ProposalEvent | CallEvent>, tx: SqlExecutor): Promise<Push[]> {
    if (event.type === 'ProposalGenerated') {
      await tx.query(
        `INSERT INTO usage_proposals (proposal_id, user_id, month) VALUES ($1, $2, $3)
         ON CONFLICT (proposal_id) DO NOTHING`,
        [event.data.proposalId, event.data.creatorId, monthOf(event.data.generatedAt)],
      );
    } else if (event.type === 'CallCompleted' && event.data.ownerId) {
      await tx.query(
        `INSERT INTO usage_calls (call_id, user_id, month, seconds) VALUES ($1, $2, $3, $4)
         ON CONFLICT (call_id) DO UPDATE SET seconds = EXCLUDED.seconds`,
        [
          event.data.callId,
          event.data.ownerId,
          monthOf(event.data.startedAt),
          Math.round(event.data.durationSeconds),
        ],
      );
    }
    return [];
  }
}
