import { decideSubscription, initialSubscriptionState } from '@vanilla/domain';
import { PayloadError } from '../infrastructure/http/payload.js';
import { readStripeEvent, stripeCommandOf, userIdIn } from './stripe-events.js';
import type { StripeWebhookEvent } from './providers/payments.js';

const prices = { pro: 'price_pro', super_pro: 'price_super' };

const event = (type: string, object: Record<string, unknown>): StripeWebhookEvent => ({
  id: 'evt_1',
  type,
  created: 1_790_000_000,
  account: null,
  data: { object },
});

// What the webhook records on a subscription stream with nothing on it yet.
const subscriptionEventOf = (e: StripeWebhookEvent) => {
  const command = stripeCommandOf(e, 'u-1', prices);
  if (!command) return null;
  return decideSubscription(command, initialSubscriptionState(), { now: new Date() })[0] ?? null;
};

describe(stripeCommandOf.name, () => {
  it('should read the tier from the item price and the period from the item when the API is newer', () => {
    const e = event('customer.subscription.updated', {
      id: 'sub_1',
      customer: 'cus_1',
      status: 'trialing',
      cancel_at_period_end: false,
      trial_end: 1_791_000_000,
      metadata: { userId: 'u-1' },
      items: {
        data: [{ id: 'si_1', price: { id: 'price_super' }, current_period_end: 1_792_000_000 }],
      },
    });
    expect(subscriptionEventOf(e)).toEqual({
      type: 'SubscriptionChanged',
      data: {
        userId: 'u-1',
        stripeEventId: 'evt_1',
        stripeCreated: 1_790_000_000,
        subscriptionId: 'sub_1',
        customerId: 'cus_1',
        status: 'trialing',
        priceId: 'price_super',
        itemId: 'si_1',
        tier: 'super_pro',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: new Date(1_792_000_000_000).toISOString(),
        trialEnd: new Date(1_791_000_000_000).toISOString(),
        changedAt: new Date(1_790_000_000_000).toISOString(),
      },
    });
  });

  it('should read a paid invoice with the paid time from its status transitions', () => {
    const e = event('invoice.paid', {
      id: 'in_1',
      number: 'A-0001',
      amount_paid: 10000,
      currency: 'usd',
      customer: 'cus_1',
      hosted_invoice_url: 'https://invoice.stripe.com/i/1',
      status_transitions: { paid_at: 1_790_000_100 },
      period_start: 1_790_000_000,
      period_end: 1_792_600_000,
    });
    expect(subscriptionEventOf(e)).toMatchObject({
      type: 'InvoicePaid',
      data: {
        invoiceId: 'in_1',
        amountPaid: 10000,
        paidAt: new Date(1_790_000_100_000).toISOString(),
      },
    });
  });

  it('should count times and amounts as missing when the read model could not store them', () => {
    const subscription = event('customer.subscription.created', {
      id: 'sub_1',
      customer: 'cus_1',
      status: 'active',
      trial_end: 'soon',
      items: { data: [{ id: 'si_1', price: 'price_pro', current_period_end: 8e12 }] },
      current_period_end: 1e308,
    });
    expect(subscriptionEventOf(subscription)?.data).toMatchObject({
      tier: 'pro',
      currentPeriodEnd: null,
      trialEnd: null,
    });
    const invoice = event('invoice.paid', {
      id: 'in_1',
      amount_paid: 1e300,
      currency: 42,
      status_transitions: { paid_at: -1 },
      lines: { data: [{ period: { start: 'x', end: 1.5 } }] },
      period_start: 1_789_000_000,
    });
    expect(subscriptionEventOf(invoice)?.data).toMatchObject({
      amountPaid: 0,
      currency: 'usd',
      periodStart: new Date(1_789_000_000_000).toISOString(),
      periodEnd: null,
      paidAt: new Date(1_790_000_000_000).toISOString(),
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['the customer id is 10 KB', { customer: 'c'.repeat(10_000) }],
    ['the items are text', { items: 'everything' }],
    [
      'the price is an object without an id of ours',
      { items: { data: [{ price: { id: 'a b' } }] } },
    ],
  ])('should refuse a subscription when %s', (_case, object) => {
    expect(() => subscriptionEventOf(event('customer.subscription.updated', object))).toThrow(
      PayloadError,
    );
  });

  it('should ignore event types it does not act on', () => {
    expect(subscriptionEventOf(event('customer.created', {}))).toBeNull();
  });
});

describe(userIdIn.name, () => {
  it.each([
    ['the checkout reference', { client_reference_id: 'u-1' }],
    ['the subscription metadata', { metadata: { userId: 'u-1' } }],
    ['a newer invoice', { parent: { subscription_details: { metadata: { userId: 'u-1' } } } }],
    ['an older invoice', { subscription_details: { metadata: { userId: 'u-1' } } }],
  ])('should find the user in %s', (_where, object) => {
    expect(userIdIn(event('x', object))).toBe('u-1');
  });
});

describe(readStripeEvent.name, () => {
  const received = new Date(1_790_000_100_000);
  const envelope = {
    id: 'evt_1',
    type: 'invoice.paid',
    created: 1_790_000_000,
    data: { object: {} },
  };

  it('should read the envelope of a Stripe event', () => {
    expect(readStripeEvent({ ...envelope, object: 'event', livemode: false }, received)).toEqual({
      ...envelope,
      account: null,
    });
  });

  it('should read the connected account a Connect event happened on', () => {
    expect(readStripeEvent({ ...envelope, account: 'acct_1Contractor' }, received)).toEqual({
      ...envelope,
      account: 'acct_1Contractor',
    });
  });

  it.each<[string, unknown]>([
    ['the body is null', null],
    ['created is 1e308', { ...envelope, created: 1e308 }],
    ['created is after now', { ...envelope, created: 1_790_010_000 }],
    ['created is text', { ...envelope, created: '1790000000' }],
    ['created is missing', { ...envelope, created: undefined }],
    ['there is no data.object', { ...envelope, data: {} }],
    ['data.object is a list', { ...envelope, data: { object: [] } }],
    ['the type is missing', { ...envelope, type: undefined }],
    ['the id is 10 KB', { ...envelope, id: `evt_${'a'.repeat(10_000)}` }],
    ['the account is an object', { ...envelope, account: { id: 'acct_1' } }],
  ])('should refuse the event when %s', (_case, payload) => {
    expect(() => readStripeEvent(payload, received)).toThrow(PayloadError);
  });

  it('should refuse a user id when it could not be ours', () => {
    expect(() => userIdIn(event('x', { client_reference_id: 'u'.repeat(300) }))).toThrow(
      PayloadError,
    );
  });
});
