import { DeciderSpecification } from '../testing.js';
import { fold } from '../decider/decider.js';
import { subscriptionDecider, tierOf } from './subscription-decider.js';
import type { RecordStripeEvent } from './subscription-decider.js';
import type {
  SubscriptionActivated,
  SubscriptionCanceled,
  SubscriptionChanged,
  SubscriptionEvent,
} from './subscription-events.js';

const base = {
  userId: 'u-1',
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  priceId: 'price_super',
  itemId: 'si_1',
  tier: 'super_pro' as const,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-12-22T00:00:00.000Z',
  trialEnd: null,
};

const activated: SubscriptionActivated = {
  type: 'SubscriptionActivated',
  data: {
    ...base,
    status: 'trialing',
    stripeEventId: 'evt_1',
    stripeCreated: 1000,
    activatedAt: '2026-11-22T10:00:00.000Z',
  },
};

const toPro: SubscriptionChanged = {
  type: 'SubscriptionChanged',
  data: {
    ...base,
    status: 'active',
    priceId: 'price_pro',
    tier: 'pro',
    stripeEventId: 'evt_2',
    stripeCreated: 2000,
    changedAt: '2026-11-23T10:00:00.000Z',
  },
};

const canceled: SubscriptionCanceled = {
  type: 'SubscriptionCanceled',
  data: {
    userId: 'u-1',
    subscriptionId: 'sub_1',
    customerId: 'cus_1',
    stripeEventId: 'evt_3',
    stripeCreated: 3000,
    canceledAt: '2026-12-22T00:00:00.000Z',
  },
};

const now = new Date('2026-11-22T09:00:00.000Z');
const given = (events: SubscriptionEvent[]) =>
  DeciderSpecification.for(subscriptionDecider, { now }).given(events);
// The Stripe webhook that the activation records: customer.subscription.created.
const record = ({ data }: SubscriptionActivated): RecordStripeEvent => {
  const { userId, stripeEventId, stripeCreated, activatedAt, ...subscription } = data;
  return {
    type: 'RecordStripeEvent',
    data: {
      userId,
      stripeEventId,
      stripeCreated,
      at: activatedAt,
      fact: { kind: 'SubscriptionCreated', subscription },
    },
  };
};

describe('subscriptionDecider', () => {
  it('should record a new Stripe event when it has not been seen', () => {
    given([]).when(record(activated)).then([activated]);
  });

  it('should record nothing when the same Stripe event is delivered again', () => {
    given([activated]).when(record(activated)).then([]);
  });

  it('should drop an older subscription state when it arrives after a newer one', () => {
    const lateActivation = { ...activated, data: { ...activated.data, stripeEventId: 'evt_0' } };
    given([toPro]).when(record(lateActivation)).then([]);
  });

  it('should drop the creation of a known subscription when it comes in the same second as its update', () => {
    const sameSecond = { ...toPro, data: { ...toPro.data, stripeCreated: 1000 } };
    given([sameSecond]).when(record(activated)).then([]);
  });

  it('should record an activation of a known subscription as a change', () => {
    const again: SubscriptionActivated = {
      ...activated,
      data: { ...activated.data, stripeEventId: 'evt_9', stripeCreated: 5000, status: 'active' },
    };
    const { activatedAt, ...rest } = again.data;
    given([activated])
      .when(record(again))
      .then([{ type: 'SubscriptionChanged', data: { ...rest, changedAt: activatedAt } }]);
  });

  it('should record the checkout started at the time it was decided', () => {
    const data = {
      userId: 'u-1',
      priceId: 'price_pro',
      sessionId: 'cs_1',
      trialDays: 14,
    };
    given([])
      .when({ type: 'StartCheckout', data })
      .then([{ type: 'CheckoutStarted', data: { ...data, startedAt: now.toISOString() } }]);
  });

  it('should record an update of a subscription as a change at the time Stripe gives', () => {
    const { changedAt, userId, stripeEventId, stripeCreated, ...subscription } = toPro.data;
    given([activated])
      .when({
        type: 'RecordStripeEvent',
        data: {
          userId,
          stripeEventId,
          stripeCreated,
          at: changedAt,
          fact: { kind: 'SubscriptionUpdated', subscription },
        },
      })
      .then([toPro]);
  });

  it('should grant the tier while active, trialing or past due and fall back to free when canceled', () => {
    expect(tierOf(fold(subscriptionDecider, [activated]))).toBe('super_pro');
    expect(tierOf(fold(subscriptionDecider, [activated, toPro]))).toBe('pro');
    expect(tierOf(fold(subscriptionDecider, [activated, toPro, canceled]))).toBe('free');
    expect(tierOf(fold(subscriptionDecider, []))).toBe('free');
  });
});
