import type { Provider } from '@nestjs/common';
import { webhookVerifierFor } from '../../billing/index.js';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { STRIPE_CONNECT_WEBHOOK_VERIFIER } from './deposit-webhook.controller.js';

export const stripeConnectWebhookVerifierProvider: Provider = {
  provide: STRIPE_CONNECT_WEBHOOK_VERIFIER,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => webhookVerifierFor(config, config.stripe.connectWebhookSecret),
};
