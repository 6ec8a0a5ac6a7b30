import { Injectable } from '@nestjs/common';
import { proposalStreamName } from '@vanilla/domain';
import type { CallStarted, ProposalCallReceived } from '@vanilla/domain';
import type { SqlExecutor } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import { enqueueAppend } from '../../infrastructure/outbox/event-outbox.js';
import type { Projection, Push } from '../../infrastructure/projections/projection.js';
import { toE164 } from '../../pipeline/index.js';
import { findOpenProposals, proposalCallEventId } from './caller-proposals.js';

// A client calling about their proposal puts the call on its history (and so stops its
// follow-ups). As a reactor: each inbound CallStarted writes, with this reactor's checkpoint, one
// append per open proposal the company shared to the caller's number, and the event appender
// appends it with an id made of the proposal and the call, retrying until it is stored. However
// often the call's webhooks come, or the reactor replays, the proposal records the call once.
@Injectable()
export class ProposalCallReactor implements Projection<CallStarted> {
  readonly name = 'proposal-calls';
  readonly eventTypes: CallStarted['type'][] = ['CallStarted'];
  // The event outbox is the infrastructure's, created before projections start.
  readonly migrations = [];
  // Nothing to build beside: a rebuild replays into the live outbox, where every key stands.
  readonly tables: readonly string[] = [];
  // It finds a caller's proposals there (findOpenProposals).
  readonly reads = ['proposal-summaries', 'proposal-client-phones'];

  async apply(event: RecordedEvent<CallStarted>, tx: SqlExecutor): Promise<Push[]> {
    const { data } = event;
    if (data.direction !== 'inbound') return [];
    const from = toE164(data.from);
    for (const { proposalId } of await findOpenProposals(
      tx,
      data.companyId,
      from,
      data.startedAt,
    )) {
      const received: Pick<ProposalCallReceived, 'type' | 'data'> = {
        type: 'ProposalCallReceived',
        data: {
          proposalId,
          callId: data.callId,
          from,
          receptionistId: data.receptionistId,
          receivedAt: data.startedAt,
        },
      };
      const id = proposalCallEventId('ProposalCallReceived', proposalId, data.callId);
      await enqueueAppend(tx, {
        key: `${event.id}:proposal-call:${proposalId}`,
        streamName: proposalStreamName(proposalId),
        event: {
          id,
          ...received,
          metadata: {
            companyId: data.companyId,
            source: 'call',
            callId: data.callId,
            causationId: event.id,
          },
        },
        expectedRevision: 'stream_exists',
      });
    }
    return [];
  }
}
