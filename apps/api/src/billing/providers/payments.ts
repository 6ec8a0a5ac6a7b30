// The payments port (Stripe): checkout, the customer portal, plan changes. The real adapter uses
// the official `stripe` SDK; without STRIPE_SECRET_KEY there is none and the payment calls answer
// the spec's "could not" errors.

export type CheckoutRequest = {
  priceId: string;
  // Our user id, sent as `client_reference_id` and in the subscription's metadata (`userId`).
  userId: string;
  email: string;
  // The user's Stripe customer when they had one; otherwise Stripe makes one from `email`.
  customerId: string | null;
  // 14 for users on the free tier (the only ones who check out); null for none.
  trialDays: number | null;
  successUrl: string;
  cancelUrl: string;
  // Stripe's idempotency key: a retried request makes no second session.
  idempotencyKey: string;
};

// A connected account as onboarding reads it: charges are taken once Stripe enabled them.
export type ConnectedAccountStatus = {
  id: string;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
};

export type PaymentsProvider = {
  createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  createPortalSession(request: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  // Between paid plans: the item's price changes now, prorated.
  changeSubscriptionPrice(request: {
    subscriptionId: string;
    itemId: string;
    priceId: string;
    idempotencyKey: string;
  }): Promise<void>;
  // "Downgrade to Free": the plan runs to the end of the paid period, then ends.
  cancelAtPeriodEnd(request: { subscriptionId: string; idempotencyKey: string }): Promise<void>;
  // Choosing a paid plan again before a scheduled cancellation takes effect.
  resumeSubscription(request: { subscriptionId: string; idempotencyKey: string }): Promise<void>;
  // Stripe Connect: the company's own account, where its clients pay deposits. Express: Stripe
  // hosts onboarding and the account's dashboard.
  createConnectedAccount(request: {
    companyId: string;
    idempotencyKey: string;
  }): Promise<ConnectedAccountStatus>;
  // A single-use, short-lived link into Stripe's hosted onboarding.
  createOnboardingLink(request: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<{ url: string }>;
  retrieveConnectedAccount(accountId: string): Promise<ConnectedAccountStatus>;
  // Checkout in payment mode on the connected account (a direct charge: the contractor is paid);
  // the metadata goes on the session and its payment intent, which the Connect webhook reads.
  createDepositCheckout(request: DepositCheckoutRequest): Promise<{ id: string; url: string }>;
};

export type DepositCheckoutRequest = {
  accountId: string;
  // In cents of `currency`.
  amount: number;
  currency: string;
  // What the client sees on Stripe's page.
  description: string;
  metadata: Record<string, string>;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
};

// A verified webhook event as stripe-events.ts reads it: only the fields we read.
export type StripeWebhookEvent = {
  id: string;
  type: string;
  // Unix seconds: orders deliveries that arrive out of order.
  created: number;
  // Connect: the connected account the event happened on (null for the platform's own).
  account: string | null;
  data: { object: Record<string, unknown> };
};

// Checks that Stripe signed these exact bytes, recently, and returns the JSON they hold (read by
// stripe-events.ts).
export type StripeWebhookVerifier = (
  rawBody: Buffer,
  signatureHeader: string | undefined,
) => unknown;

export const PAYMENTS_PROVIDER = Symbol('PAYMENTS_PROVIDER');
