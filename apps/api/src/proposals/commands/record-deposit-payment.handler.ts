import { Inject, Logger } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { proposalDecider, proposalStreamName } from '@vanilla/domain';
import { ConnectService } from '../../billing/index.js';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { findOwnerOfProposal } from '../proposal-storage.js';
import { RecordDepositPaymentCommand } from './record-deposit-payment.command.js';

// One DepositPaid per proposal however many deliveries say so (Checkout's event and the payment
// intent's, each retried): commands on a stream are decided one after another, and the decider
// records a payment only while none is; a race with another instance fails on the expected
// revision and is decided again against the payment it lost to. The metadata naming the proposal
// is only what a checkout wrote: a payment counts only when it was made on the connected account of
// the proposal's company, so a session another company made with our proposal's id pays nothing.
@CommandHandler(RecordDepositPaymentCommand)
export class RecordDepositPaymentHandler implements ICommandHandler<
  RecordDepositPaymentCommand,
  void
> {
  private readonly logger = new Logger(RecordDepositPaymentHandler.name);

  constructor(
    private readonly decisions: StreamDecisions,
    @Inject(DATABASE) private readonly db: Database,
    private readonly connect: ConnectService,
  ) {}

  async execute({
    payment,
    account,
    stripeEventId,
    stripeEventType,
  }: RecordDepositPaymentCommand): Promise<void> {
    const owner = await findOwnerOfProposal(this.db, payment.proposalId);
    if (!owner) {
      this.logger.warn(`Stripe ${stripeEventType} ${stripeEventId}: no proposal of ours; ignored`);
      return;
    }
    const companyAccount = await this.connect.connectedAccount(owner.companyId);
    if (account === null || account !== companyAccount) {
      this.logger.warn(
        `Stripe ${stripeEventType} ${stripeEventId}: paid on ${account ?? 'no connected account'}, not the proposal's company's; ignored`,
      );
      return;
    }
    await this.decisions.decideAndAppend(
      proposalStreamName(payment.proposalId),
      proposalDecider,
      { type: 'RecordDepositPayment', data: payment },
      { companyId: owner.companyId, source: `stripe:${stripeEventType}`, stripeEventId },
    );
  }
}
