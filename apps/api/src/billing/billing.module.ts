import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { BillingDirectory } from './billing-directory.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { PlanLimits } from './plan-limits.js';
import { SubscriptionProjection } from './projections/subscription.projection.js';
import { UsageProjection } from './projections/usage.projection.js';
import { paymentsProvider, stripeWebhookVerifierProvider } from './providers/providers.js';
import { StripeWebhookController } from './stripe-webhook.controller.js';

export const billingProjections = [SubscriptionProjection, UsageProjection];

@Module({
  imports: [AccountsModule],
  controllers: [PaymentsController, StripeWebhookController],
  providers: [
    paymentsProvider,
    stripeWebhookVerifierProvider,
    BillingDirectory,
    PaymentsService,
    PlanLimits,
  ],
  exports: [PlanLimits, BillingDirectory],
})
export class BillingModule {}
