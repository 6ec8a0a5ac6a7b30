import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { proposalStreamName } from '@vanilla/domain';
import type { ProposalCallReceived } from '@vanilla/domain';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.js';
import type { EventStore } from '../../infrastructure/event-store/event-store.js';
import { toE164 } from '../../pipeline/index.js';
import { findOpenProposals, proposalCallEventId } from '../callers/caller-proposals.js';
import { RecordProposalCallCommand } from './record-proposal-call.command.js';

// ProposalCallReceived changes no state (its evolve is the identity), so no decision is needed:
// its id comes from the proposal and the call, and the store skips an id it holds, so every
// delivery of the call's webhooks, concurrent or repeated, records it once per proposal.
@CommandHandler(RecordProposalCallCommand)
export class RecordProposalCallHandler implements ICommandHandler<RecordProposalCallCommand> {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ call }: RecordProposalCallCommand): Promise<void> {
    const from = toE164(call.from);
    const proposals = await findOpenProposals(this.db, call.companyId, from);
    for (const { proposalId } of proposals) {
      const event: Pick<ProposalCallReceived, 'type' | 'data'> = {
        type: 'ProposalCallReceived',
        data: {
          proposalId,
          callId: call.callId,
          from,
          receptionistId: call.receptionistId,
          receivedAt: call.receivedAt,
        },
      };
      await this.store.append(
        proposalStreamName(proposalId),
        [
          {
            id: proposalCallEventId('ProposalCallReceived', proposalId, call.callId),
            ...event,
            metadata: { companyId: call.companyId, source: 'call', callId: call.callId },
          },
        ],
        { expectedRevision: 'stream_exists' },
      );
    }
  }
}
