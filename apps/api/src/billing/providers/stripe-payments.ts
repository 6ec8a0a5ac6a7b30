import Stripe from 'stripe';
import type {
  CheckoutRequest,
  ConnectedAccountStatus,
  PaymentsProvider,
  StripeWebhookVerifier,
} from './payments.js';

export type StripeConnectionOptions = {
  // api.stripe.com over https unless given; tests point the SDK at a local server.
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
};

const TIMEOUT_MS = 15_000;

// A failed Stripe request, keeping Stripe's own message (`reason`), error type and code, the HTTP
// status and the request id (null when no answer came back).
export class StripePaymentsError extends Error {
  constructor(
    readonly operation: string,
    readonly reason: string,
    // Stripe's error type: invalid_request_error, idempotency_error, api_error, card_error, or
    // api_connection_error when Stripe could not be reached.
    readonly type: string,
    readonly code: string | null,
    readonly status: number | null,
    readonly requestId: string | null,
    options?: ErrorOptions,
  ) {
    const details = [code ?? '', status === null ? '' : `HTTP ${status}`]
      .filter((detail) => detail !== '')
      .join(', ');
    const hint = status === 401 ? ' Check STRIPE_SECRET_KEY.' : '';
    // Stripe's messages usually end with a full stop; ours adds the details after it.
    const said = reason.replace(/\.$/, '');
    super(
      `Stripe could not ${operation}: ${said}${details ? ` (${details})` : ''}.${hint}`,
      options,
    );
    this.name = 'StripePaymentsError';
  }
}

// A webhook delivery that is not a genuine, recent Stripe event: the caller answers 400.
export class StripeWebhookError extends Error {
  constructor(reason: string, options?: ErrorOptions) {
    super(`Stripe webhook refused: ${reason}`, options);
    this.name = 'StripeWebhookError';
  }
}

const toPaymentsError = (operation: string, error: unknown): StripePaymentsError => {
  if (!(error instanceof Stripe.errors.StripeError)) {
    const reason = error instanceof Error ? error.message : String(error);
    return new StripePaymentsError(operation, reason, 'api_error', null, null, null, {
      cause: error,
    });
  }
  // `type` on the SDK's errors is its class name; Stripe's own type is `rawType`. Connection
  // errors have neither a raw type nor a status.
  const connection = error instanceof Stripe.errors.StripeConnectionError;
  return new StripePaymentsError(
    operation,
    error.message || 'request failed',
    error.rawType ?? (connection ? 'api_connection_error' : 'api_error'),
    error.code ?? null,
    error.statusCode ?? null,
    error.requestId ?? null,
    { cause: error },
  );
};

const attempt = async <T>(operation: string, run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    throw toPaymentsError(operation, error);
  }
};

const requireValue = (name: string, value: string) => {
  if (value.trim() === '') throw new Error(`${name} is empty`);
};

// Checkout in subscription mode: the session makes the customer (from the email) when we have
// none, and the subscription carries our user id so its webhooks find the user without the session.
const checkoutParams = (request: CheckoutRequest): Stripe.Checkout.SessionCreateParams => ({
  mode: 'subscription',
  line_items: [{ price: request.priceId, quantity: 1 }],
  success_url: request.successUrl,
  cancel_url: request.cancelUrl,
  client_reference_id: request.userId,
  ...(request.customerId === null
    ? { customer_email: request.email }
    : { customer: request.customerId }),
  subscription_data: {
    metadata: { userId: request.userId },
    ...(request.trialDays ? { trial_period_days: request.trialDays } : {}),
  },
  metadata: { userId: request.userId },
  allow_promotion_codes: true,
});

const statusOf = (account: Stripe.Account): ConnectedAccountStatus => ({
  id: account.id,
  chargesEnabled: account.charges_enabled ?? false,
  detailsSubmitted: account.details_submitted ?? false,
});

export const createStripePayments = (
  secretKey: string,
  options: StripeConnectionOptions = {},
): PaymentsProvider => {
  requireValue('STRIPE_SECRET_KEY', secretKey);
  const stripe = new Stripe(secretKey, {
    ...options,
    maxNetworkRetries: 1,
    timeout: TIMEOUT_MS,
  });

  return {
    createCheckoutSession: (request) =>
      attempt('create the checkout session', async () => {
        const session = await stripe.checkout.sessions.create(checkoutParams(request), {
          idempotencyKey: request.idempotencyKey,
        });
        // Only embedded sessions come back without a URL; ours is hosted.
        if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
        return { id: session.id, url: session.url };
      }),

    createPortalSession: ({ customerId, returnUrl }) =>
      attempt('open the billing portal', async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return { url: session.url };
      }),

    changeSubscriptionPrice: ({ subscriptionId, itemId, priceId, idempotencyKey }) =>
      attempt('change the subscription price', async () => {
        // A scheduled cancellation is lifted too: choosing another paid plan means staying.
        await stripe.subscriptions.update(
          subscriptionId,
          {
            items: [{ id: itemId, price: priceId }],
            proration_behavior: 'create_prorations',
            cancel_at_period_end: false,
          },
          { idempotencyKey },
        );
      }),

    cancelAtPeriodEnd: ({ subscriptionId, idempotencyKey }) =>
      attempt('cancel the subscription at the period end', async () => {
        await stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: true },
          { idempotencyKey },
        );
      }),

    resumeSubscription: ({ subscriptionId, idempotencyKey }) =>
      attempt('resume the subscription', async () => {
        await stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: false },
          { idempotencyKey },
        );
      }),

    createConnectedAccount: ({ companyId, idempotencyKey }) =>
      attempt('create the connected account', async () =>
        statusOf(
          await stripe.accounts.create(
            { type: 'express', metadata: { companyId } },
            { idempotencyKey },
          ),
        ),
      ),

    createOnboardingLink: ({ accountId, refreshUrl, returnUrl }) =>
      attempt('open the account onboarding', async () => {
        const link = await stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          refresh_url: refreshUrl,
          return_url: returnUrl,
        });
        return { url: link.url };
      }),

    retrieveConnectedAccount: (accountId) =>
      attempt('read the connected account', async () =>
        statusOf(await stripe.accounts.retrieve(accountId)),
      ),

    createDepositCheckout: (request) =>
      attempt('create the deposit checkout', async () => {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency,
                  unit_amount: request.amount,
                  product_data: { name: request.description },
                },
              },
            ],
            payment_intent_data: { metadata: request.metadata },
            metadata: request.metadata,
            ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { stripeAccount: request.accountId, idempotencyKey: request.idempotencyKey },
        );
        if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
        return { id: session.id, url: session.url };
      }),
  };
};

// Verifies `Stripe-Signature` (HMAC-SHA256 of "t.rawBody" with the endpoint's whsec_ secret, at
// most 300 s old) on the exact bytes Stripe sent, and returns the event they hold.
export const createStripeWebhookVerifier = (
  secretKey: string,
  webhookSecret: string,
): StripeWebhookVerifier => {
  requireValue('STRIPE_SECRET_KEY', secretKey);
  requireValue('STRIPE_WEBHOOK_SECRET', webhookSecret);
  const stripe = new Stripe(secretKey);

  return (rawBody, signatureHeader) => {
    try {
      // The SDK refuses an empty header with its own message.
      return stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', webhookSecret);
    } catch (error) {
      throw new StripeWebhookError(error instanceof Error ? error.message : String(error), {
        cause: error,
      });
    }
  };
};
