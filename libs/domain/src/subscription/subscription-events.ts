import type { DomainEvent } from '../decider/decider.js';

export type SubscriptionTier = 'free' | 'pro' | 'super_pro';

// Every event from a Stripe webhook carries the Stripe event's id (deduplication) and its
// `created` second (ordering: an older state never lands on top of a newer one).
export type FromStripe = { userId: string; stripeEventId: string; stripeCreated: number };

export type SubscriptionSnapshot = {
  subscriptionId: string;
  customerId: string;
  status: string;
  priceId: string;
  itemId: string;
  tier: SubscriptionTier;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
};

export type CheckoutStarted = DomainEvent<
  'CheckoutStarted',
  {
    userId: string;
    priceId: string;
    sessionId: string;
    trialDays: number | null;
    startedAt: string;
  }
>;

export type CheckoutCompleted = DomainEvent<
  'CheckoutCompleted',
  FromStripe & { customerId: string; subscriptionId: string | null; completedAt: string }
>;

export type SubscriptionActivated = DomainEvent<
  'SubscriptionActivated',
  FromStripe & SubscriptionSnapshot & { activatedAt: string }
>;

export type SubscriptionChanged = DomainEvent<
  'SubscriptionChanged',
  FromStripe & SubscriptionSnapshot & { changedAt: string }
>;

export type SubscriptionCanceled = DomainEvent<
  'SubscriptionCanceled',
  FromStripe & { subscriptionId: string; customerId: string; canceledAt: string }
>;

export type InvoicePaid = DomainEvent<
  'InvoicePaid',
  FromStripe & {
    invoiceId: string;
    number: string | null;
    amountPaid: number;
    currency: string;
    periodStart: string | null;
    periodEnd: string | null;
    hostedInvoiceUrl: string | null;
    paidAt: string;
  }
>;

export type PaymentFailed = DomainEvent<
  'PaymentFailed',
  FromStripe & { invoiceId: string; amountDue: number; currency: string; failedAt: string }
>;

export type SubscriptionEvent =
  | CheckoutStarted
  | CheckoutCompleted
  | SubscriptionActivated
  | SubscriptionChanged
  | SubscriptionCanceled
  | InvoicePaid
  | PaymentFailed;

export const subscriptionEventTypes: readonly SubscriptionEvent['type'][] = [
  'CheckoutStarted',
  'CheckoutCompleted',
  'SubscriptionActivated',
  'SubscriptionChanged',
  'SubscriptionCanceled',
  'InvoicePaid',
  'PaymentFailed',
];

export const subscriptionStreamName = (userId: string): string => `subscription-${userId}`;
