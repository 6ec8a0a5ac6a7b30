import { subscriptionEventOf, userIdIn } from './stripe-events.js';
import type { StripeWebhookEvent } from './providers/payments.js';

const prices = { pro: 'price_pro', super_pro: 'price_super' };

const event = (type: string, object: Record<string, unknown>): StripeWebhookEvent => ({
  id: 'evt_1',
  type,
  created: 1_790_000_000,
  data: { object },
});

describe(subscriptionEventOf.name, () => {
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
    expect(subscriptionEventOf(e, 'u-1', prices)).toEqual({
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
    expect(subscriptionEventOf(e, 'u-1', prices)).toMatchObject({
      type: 'InvoicePaid',
      data: {
        invoiceId: 'in_1',
        amountPaid: 10000,
        paidAt: new Date(1_790_000_100_000).toISOString(),
      },
    });
  });

  it('should ignore event types it does not act on', () => {
    expect(subscriptionEventOf(event('customer.created', {}), 'u-1', prices)).toBeNull();
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
