import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { BillingDirectory } from './billing-directory.js';
import { RecordStripeEventHandler } from './commands/record-stripe-event.handler.js';
import { ReleaseProposalAllowanceHandler } from './commands/release-proposal-allowance.handler.js';
import { StartCheckoutHandler } from './commands/start-checkout.handler.js';
import { UseProposalAllowanceHandler } from './commands/use-proposal-allowance.handler.js';
import { ConnectService } from './connect.service.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { PlanLimits } from './plan-limits.js';
import { SubscriptionProjection } from './projections/subscription.projection.js';
import { UsageProjection } from './projections/usage.projection.js';
import { paymentsProvider, stripeWebhookVerifierProvider } from './providers/providers.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';

export const billingProjections = [SubscriptionProjection, UsageProjection];

const commandHandlers = [
  RecordStripeEventHandler,
  StartCheckoutHandler,
  UseProposalAllowanceHandler,
  ReleaseProposalAllowanceHandler,
];

@Module({
  imports: [AccountsModule],
  controllers: [PaymentsController, StripeWebhookController],
  providers: [
    paymentsProvider,
    stripeWebhookVerifierProvider,
    BillingDirectory,
    PaymentsService,
    ConnectService,
    PlanLimits,
    ...commandHandlers,
  ],
  exports: [PlanLimits, BillingDirectory, ConnectService],
})
export class BillingModule {}
