import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { subscriptionStreamName } from '@vanilla/domain';
import type { SubscriptionActivated, SubscriptionTier } from '@vanilla/domain';
import type { EventStore } from '../infrastructure/event-store/event-store.js';

let eventCount = 0;

// A Stripe webhook event's body, as Stripe sends it.
export const stripeEvent = (
  type: string,
  object: Record<string, unknown>,
  created = Math.floor(Date.now() / 1000),
) => {
  eventCount += 1;
  return JSON.stringify({
    id: `evt_test_${eventCount}_${Date.now()}`,
    object: 'event',
    api_version: '2025-03-31.basil',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
};

// A subscription of `userId` to `price`, trialing unless told otherwise.
export const subscriptionObject = (
  userId: string,
  price: string,
  overrides: { status?: string; cancelAtPeriodEnd?: boolean } = {},
) => ({
  id: `sub_${userId.slice(0, 8)}`,
  object: 'subscription',
  customer: `cus_${userId.slice(0, 8)}`,
  status: overrides.status ?? 'trialing',
  cancel_at_period_end: overrides.cancelAtPeriodEnd ?? false,
  trial_end: Math.floor(Date.now() / 1000) + 14 * 86400,
  metadata: { userId },
  items: {
    object: 'list',
    data: [
      {
        id: `si_${userId.slice(0, 8)}`,
        object: 'subscription_item',
        price: { id: price, object: 'price' },
        current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400,
      },
    ],
  },
});

const stripe = new Stripe('sk_test_fixtures');

// Posts a webhook body to the app signed with `secret`, as Stripe would.
export const deliverStripeEvent = (url: string, payload: string, secret: string) =>
  fetch(`${url}/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });

// Puts `userId` on `tier` as a Stripe webhook would have, straight into the log, for suites that
// need a plan rather than the way to buy one (billing's suites drive the webhooks themselves).
export const activateSubscription = async (
  store: EventStore,
  userId: string,
  tier: SubscriptionTier,
) => {
  const event: SubscriptionActivated = {
    type: 'SubscriptionActivated',
    data: {
      userId,
      stripeEventId: `evt_${randomUUID()}`,
      stripeCreated: Math.floor(Date.now() / 1000),
      subscriptionId: `sub_${randomUUID()}`,
      customerId: `cus_${randomUUID()}`,
      status: 'active',
      priceId: `price_${tier}`,
      itemId: `si_${randomUUID()}`,
      tier,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      trialEnd: null,
      activatedAt: new Date().toISOString(),
    },
  };
  await store.append(subscriptionStreamName(userId), [
    { type: event.type, data: event.data, metadata: { actorUserId: userId } },
  ]);
};
