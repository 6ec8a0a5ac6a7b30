import { Inject, Logger } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { DomainRuleViolation, proposalDecider, proposalStreamName } from '@vanilla/domain';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { findOwnerOfProposal, findProposalDelivery } from '../proposal-storage.js';
import { RecordDeliveryFailureCommand } from './record-delivery-failure.command.js';

// A failure the dashboard row shows ("Email not delivered"), recorded once per send however
// often the provider says so: the decider takes each send's failure once.
@CommandHandler(RecordDeliveryFailureCommand)
export class RecordDeliveryFailureHandler implements ICommandHandler<
  RecordDeliveryFailureCommand,
  void
> {
  private readonly logger = new Logger(RecordDeliveryFailureHandler.name);

  constructor(
    private readonly decisions: StreamDecisions,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ key, reason }: RecordDeliveryFailureCommand): Promise<void> {
    const delivery = await findProposalDelivery(this.db, key);
    const owner = delivery && (await findOwnerOfProposal(this.db, delivery.proposalId));
    if (!delivery || !owner) {
      this.logger.warn(`A delivery failure for ${key}, which is no send of a proposal`);
      return;
    }
    try {
      await this.decisions.decideAndAppend(
        proposalStreamName(delivery.proposalId),
        proposalDecider,
        { type: 'RecordDeliveryFailure', data: { ...delivery, reason: reason.slice(0, 500) } },
        { companyId: owner.companyId },
      );
    } catch (error) {
      // Deleted since it was sent: there is no row left to show it on.
      if (!(error instanceof DomainRuleViolation) || error.code !== 'ProposalDeleted') throw error;
    }
  }
}
