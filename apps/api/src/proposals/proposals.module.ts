import { Inject, Module } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { OnModuleInit } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { BillingModule } from '../billing/index.js';
import { MailModule, MailService } from '../mail/index.js';
import { MessagingModule, MessagingService } from '../messaging/index.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';
import { runMigrations } from '../infrastructure/database/migrations.js';
import { DeclineProposalHandler } from './commands/decline-proposal.handler.js';
import { DeleteProposalHandler } from './commands/delete-proposal.handler.js';
import { ExtendProposalHandler } from './commands/extend-proposal.handler.js';
import { RequestNewLinkHandler } from './commands/request-new-link.handler.js';
import { GenerateProposalHandler } from './commands/generate-proposal.handler.js';
import { RecordProposalViewHandler } from './commands/record-proposal-view.handler.js';
import { RecordProposalReadingHandler } from './commands/record-proposal-reading.handler.js';
import { SendProposalMessageHandler } from './commands/send-proposal-message.handler.js';
import { SendProposalHandler } from './commands/send-proposal.handler.js';
import { RecordDeliveryFailureCommand } from './commands/record-delivery-failure.command.js';
import { RecordDeliveryFailureHandler } from './commands/record-delivery-failure.handler.js';
import { RecordDepositPaymentHandler } from './commands/record-deposit-payment.handler.js';
import { StartDepositCheckoutHandler } from './commands/start-deposit-checkout.handler.js';
import { DepositWebhookController } from './deposits/deposit-webhook.controller.js';
import { stripeConnectWebhookVerifierProvider } from './deposits/providers.js';
import { ShareProposalHandler } from './commands/share-proposal.handler.js';
import { SignProposalHandler } from './commands/sign-proposal.handler.js';
import { ProposalMailReactor, SEND_EMAIL, SEND_SMS } from './projections/proposal-mail.reactor.js';
import { ProposalSummaryProjection } from './projections/proposal-summary.projection.js';
import { ProposalClientPhonesProjection } from './projections/proposal-client-phones.projection.js';
import { ProposalCallReactor } from './callers/proposal-call.reactor.js';
import { TextLinkToCallerHandler } from './commands/text-link-to-caller.handler.js';
import { GetCallerProposalsHandler } from './queries/get-caller-proposals.handler.js';
import { ProposalAccess } from './proposal-access.js';
import { proposalStorageMigrations } from './proposal-storage.js';
import { ProposalsController } from './proposals.controller.js';
import { PresenceController } from './presence/presence.controller.js';
import { presenceProviders } from './presence/presence.providers.js';
import { GetDashboardHandler } from './queries/get-dashboard.handler.js';
import { GetSealedPdfHandler } from './queries/get-sealed-pdf.handler.js';
import { GetProposalPhotoHandler } from './queries/get-proposal-photo.handler.js';
import { GetProposalHistoryHandler } from './queries/get-proposal-history.handler.js';
import { GetProposalReadingHandler } from './queries/get-proposal-reading.handler.js';
import { GetSharedProposalHandler } from './queries/get-shared-proposal.handler.js';
import { GetSignatureCertificateHandler } from './queries/get-signature-certificate.handler.js';
import { proposalWriterProvider } from './writer/proposal-writer.provider.js';
import { FollowUpDecisions } from './follow-ups/follow-up-decisions.js';
import { FollowUpDueProjection } from './follow-ups/follow-up-due.projection.js';
import { FollowUpPlans } from './follow-ups/follow-up-plans.js';
import { FollowUpReactor } from './follow-ups/follow-up.reactor.js';
import { FollowUpScheduler } from './follow-ups/follow-up-scheduler.js';
import { followUpPlanMigrations } from './follow-ups/follow-up-storage.js';
import { FollowUpsController } from './follow-ups/follow-ups.controller.js';
import { StopFollowUpsHandler } from './follow-ups/stop-follow-ups.handler.js';

export const proposalProjections = [
  ProposalSummaryProjection,
  ProposalMailReactor,
  ProposalClientPhonesProjection,
  FollowUpDueProjection,
  FollowUpReactor,
  ProposalCallReactor,
];

const commandHandlers = [
  GenerateProposalHandler,
  ShareProposalHandler,
  RecordProposalViewHandler,
  RecordProposalReadingHandler,
  SignProposalHandler,
  SendProposalMessageHandler,
  DeclineProposalHandler,
  ExtendProposalHandler,
  RequestNewLinkHandler,
  DeleteProposalHandler,
  SendProposalHandler,
  RecordDeliveryFailureHandler,
  RecordDepositPaymentHandler,
  StartDepositCheckoutHandler,
  TextLinkToCallerHandler,
  StopFollowUpsHandler,
];
const queryHandlers = [
  GetSharedProposalHandler,
  GetDashboardHandler,
  GetProposalHistoryHandler,
  GetProposalReadingHandler,
  GetSignatureCertificateHandler,
  GetProposalPhotoHandler,
  GetSealedPdfHandler,
  GetCallerProposalsHandler,
];

@Module({
  imports: [AccountsModule, BillingModule, MailModule, MessagingModule],
  controllers: [
    ProposalsController,
    DepositWebhookController,
    PresenceController,
    FollowUpsController,
  ],
  providers: [
    ProposalAccess,
    proposalWriterProvider,
    stripeConnectWebhookVerifierProvider,
    FollowUpDecisions,
    FollowUpPlans,
    FollowUpScheduler,
    ...commandHandlers,
    ...queryHandlers,
    ...presenceProviders,
  ],
})
export class ProposalsModule implements OnModuleInit {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly mail: MailService,
    private readonly messaging: MessagingService,
    private readonly commands: CommandBus,
  ) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.db, proposalStorageMigrations);
    await runMigrations(this.db, followUpPlanMigrations);
    // A client's mail the sender gave up on, or a text that was not delivered, shows on the
    // proposal's row.
    const recordFailure = ({ key, reason }: { key: string; reason: string }) =>
      this.commands.execute(new RecordDeliveryFailureCommand(key, reason));
    this.mail.onGivenUp(SEND_EMAIL, recordFailure);
    this.messaging.onFailed(SEND_SMS, recordFailure);
  }
}
