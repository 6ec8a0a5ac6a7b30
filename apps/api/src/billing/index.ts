// What other contexts may use of billing: the module, plan limits, the payments adapter, and
// receiving a verified Stripe webhook on an endpoint of their own.
export { BillingModule, billingProjections } from './billing.module.js';
export { BillingDirectory } from './billing-directory.js';
export { ConnectService } from './connect.service.js';
export { PlanLimits } from './plan-limits.js';
export { createStripePayments } from './providers/stripe-payments.js';
export type { StripeWebhookVerifier } from './providers/payments.js';
export type { BillingProviderOverrides } from './providers/providers.js';
export { receiveStripeEvent } from './stripe-events.js';
export { webhookVerifierFor } from './providers/providers.js';
