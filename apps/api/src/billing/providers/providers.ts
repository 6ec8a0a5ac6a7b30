import type { Provider } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { PROVIDER_OVERRIDES } from '../../infrastructure/provider-overrides.js';
import { PAYMENTS_PROVIDER } from './payments.js';
import type { PaymentsProvider, StripeWebhookVerifier } from './payments.js';
import { createStripePayments, createStripeWebhookVerifier } from './stripe-payments.js';

// A test's stand-in for Stripe (part of the app's provider overrides).
export type BillingProviderOverrides = { payments?: PaymentsProvider };

export const STRIPE_WEBHOOK_VERIFIER = Symbol('STRIPE_WEBHOOK_VERIFIER');

export const paymentsProvider: Provider = {
  provide: PAYMENTS_PROVIDER,
  inject: [APP_CONFIG, PROVIDER_OVERRIDES],
  useFactory: (config: AppConfig, overrides: BillingProviderOverrides): PaymentsProvider | null =>
    overrides.payments ??
    (config.stripe.secretKey ? createStripePayments(config.stripe.secretKey) : null),
};

// Webhooks are processed whenever the webhook secret is set, from the event payloads alone (the
// verifier needs no reachable Stripe, only a key to construct the SDK with).
// One per endpoint secret (the account endpoint's, the Connect endpoint's).
export const webhookVerifierFor = (
  config: AppConfig,
  webhookSecret: string | null,
): StripeWebhookVerifier | null =>
  webhookSecret
    ? createStripeWebhookVerifier(config.stripe.secretKey ?? 'sk_test_webhooks_only', webhookSecret)
    : null;

export const stripeWebhookVerifierProvider: Provider = {
  provide: STRIPE_WEBHOOK_VERIFIER,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => webhookVerifierFor(config, config.stripe.webhookSecret),
};
