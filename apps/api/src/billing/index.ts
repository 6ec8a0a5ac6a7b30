// What other contexts may use of billing: the module, plan limits, and the payments adapter.
export { BillingModule, billingProjections } from './billing.module.js';
export { BillingDirectory } from './billing-directory.js';
export { PlanLimits } from './plan-limits.js';
export { createStripePayments } from './providers/stripe-payments.js';
export type { BillingProviderOverrides } from './providers/providers.js';
