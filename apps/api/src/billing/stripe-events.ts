import type { Tier } from '@vanilla/contracts';
import type { SubscriptionEvent, SubscriptionSnapshot } from '@vanilla/domain';
import type { StripeWebhookEvent } from './providers/payments.js';

type Json = Record<string, unknown>;

const object = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
// A Stripe reference is an id, or the object itself when expanded.
const ref = (value: unknown): string | null => text(value) ?? text(object(value).id);
const number = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const isoFromSeconds = (value: unknown): string | null => {
  const seconds = number(value);
  return seconds === null ? null : new Date(seconds * 1000).toISOString();
};

export type PriceTiers = { pro: string | null; super_pro: string | null };

export const tierOfPrice = (priceId: string, prices: PriceTiers): Tier =>
  priceId === prices.super_pro ? 'super_pro' : priceId === prices.pro ? 'pro' : 'free';

// Our user, as the checkout tagged it: the session's client_reference_id, or the `userId` kept in
// the subscription's metadata (which Stripe copies onto invoices, in either API version's place).
export const userIdIn = (event: StripeWebhookEvent): string | null => {
  const o = event.data.object;
  const parent = object(object(o.parent).subscription_details);
  return (
    text(o.client_reference_id) ??
    text(object(o.metadata).userId) ??
    text(object(parent.metadata).userId) ??
    text(object(object(o.subscription_details).metadata).userId)
  );
};

export const customerIn = (event: StripeWebhookEvent): string | null =>
  ref(event.data.object.customer);

const snapshot = (o: Json, prices: PriceTiers): SubscriptionSnapshot => {
  const item = object((object(o.items).data as unknown[] | undefined)?.[0]);
  const priceId = ref(item.price) ?? ref(o.plan) ?? '';
  return {
    subscriptionId: text(o.id) ?? '',
    customerId: ref(o.customer) ?? '',
    status: text(o.status) ?? 'incomplete',
    priceId,
    itemId: text(item.id) ?? '',
    tier: tierOfPrice(priceId, prices),
    cancelAtPeriodEnd: o.cancel_at_period_end === true,
    // Newer API versions keep the period on the item, older ones on the subscription.
    currentPeriodEnd: isoFromSeconds(item.current_period_end ?? o.current_period_end),
    trialEnd: isoFromSeconds(o.trial_end),
  };
};

// The event a verified Stripe webhook means for `userId`'s subscription stream, or null for the
// types we do not act on.
export const subscriptionEventOf = (
  event: StripeWebhookEvent,
  userId: string,
  prices: PriceTiers,
): Exclude<SubscriptionEvent, { type: 'CheckoutStarted' }> | null => {
  const o = event.data.object;
  const at = new Date(event.created * 1000).toISOString();
  const from = { userId, stripeEventId: event.id, stripeCreated: event.created };
  switch (event.type) {
    case 'checkout.session.completed':
      return {
        type: 'CheckoutCompleted',
        data: {
          ...from,
          customerId: ref(o.customer) ?? '',
          subscriptionId: ref(o.subscription),
          completedAt: at,
        },
      };
    case 'customer.subscription.created':
      return {
        type: 'SubscriptionActivated',
        data: { ...from, ...snapshot(o, prices), activatedAt: at },
      };
    case 'customer.subscription.updated':
      return {
        type: 'SubscriptionChanged',
        data: { ...from, ...snapshot(o, prices), changedAt: at },
      };
    case 'customer.subscription.deleted':
      return {
        type: 'SubscriptionCanceled',
        data: {
          ...from,
          subscriptionId: text(o.id) ?? '',
          customerId: ref(o.customer) ?? '',
          canceledAt: at,
        },
      };
    case 'invoice.paid': {
      // A subscription invoice's own period_start/end is the period just ended; the period paid
      // for is its line's.
      const line = object((object(o.lines).data as unknown[] | undefined)?.[0]);
      const period = object(line.period);
      return {
        type: 'InvoicePaid',
        data: {
          ...from,
          invoiceId: text(o.id) ?? '',
          number: text(o.number),
          amountPaid: number(o.amount_paid) ?? 0,
          currency: text(o.currency) ?? 'usd',
          periodStart: isoFromSeconds(period.start ?? o.period_start),
          periodEnd: isoFromSeconds(period.end ?? o.period_end),
          hostedInvoiceUrl: text(o.hosted_invoice_url),
          paidAt: isoFromSeconds(object(o.status_transitions).paid_at) ?? at,
        },
      };
    }
    case 'invoice.payment_failed':
      return {
        type: 'PaymentFailed',
        data: {
          ...from,
          invoiceId: text(o.id) ?? '',
          amountDue: number(o.amount_due) ?? 0,
          currency: text(o.currency) ?? 'usd',
          failedAt: at,
        },
      };
    default:
      return null;
  }
};
