import { randomBytes } from 'node:crypto';
import type { SubscriptionSummary } from '@vanilla/contracts';
import { signUp } from '../testing/accounts-fixtures.js';
import { signedStripeWebhook } from '../testing/fake-stripe-server.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';

const WEBHOOK_SECRET = 'whsec_payloads_test_secret';
const PRICES = { pro: 'price_pro_payloads', super_pro: 'price_super_payloads' };

const now = () => Math.floor(Date.now() / 1000);

let eventCount = 0;

const event = (type: string, object: unknown, fields: Record<string, unknown> = {}) => {
  eventCount += 1;
  return {
    id: `evt_payloads_${eventCount}_${Date.now()}`,
    object: 'event',
    created: now(),
    type,
    data: { object },
    ...fields,
  };
};

const subscription = (userId: string, fields: Record<string, unknown> = {}) => ({
  id: `sub_${userId.slice(0, 8)}`,
  object: 'subscription',
  customer: `cus_${userId.slice(0, 8)}`,
  status: 'active',
  cancel_at_period_end: false,
  metadata: { userId },
  items: {
    data: [
      {
        id: `si_${userId.slice(0, 8)}`,
        price: { id: PRICES.pro },
        current_period_end: now() + 30 * 86400,
      },
    ],
  },
  ...fields,
});

const invoice = (userId: string, fields: Record<string, unknown> = {}) => ({
  id: `in_${randomBytes(8).toString('hex')}`,
  object: 'invoice',
  number: 'PAY-0001',
  amount_paid: 6000,
  currency: 'usd',
  customer: `cus_${userId.slice(0, 8)}`,
  status_transitions: { paid_at: now() },
  parent: { subscription_details: { metadata: { userId } } },
  ...fields,
});

// Stripe's signature proves who sent an event, not that its fields make sense: a verified event
// is read against what the subscription read model can hold before anything is recorded.
for (const kind of databaseKinds()) {
  describe(`Stripe webhooks with odd payloads on ${kind}`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startSuiteApp(kind, {
        env: {
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_PRICE_PRO: PRICES.pro,
          STRIPE_PRICE_SUPER_PRO: PRICES.super_pro,
        },
      });
    });

    afterAll(async () => {
      await app.close();
    });

    const deliver = (payload: unknown) => {
      const body = JSON.stringify(payload);
      return fetch(`${app.url}/webhooks/stripe`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signedStripeWebhook(body, WEBHOOK_SECRET),
        },
        body,
      });
    };

    const eventCountInStore = async () =>
      (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM es_events')).rows[0].n;

    const expectHealthy = async () => {
      const health = await fetch(`${app.url}/health`);
      expect({ status: health.status, body: await health.json() }).toMatchObject({ status: 200 });
    };

    it.each<[string, (userId: string) => unknown, Partial<SubscriptionSummary>]>([
      [
        'a period end of 1e308',
        (userId) =>
          event(
            'customer.subscription.created',
            subscription(userId, {
              items: {
                data: [{ id: 'si_1', price: { id: PRICES.pro }, current_period_end: 1e308 }],
              },
            }),
          ),
        { tier: 'pro', current_period_end: null },
      ],
      [
        'a period end in the year 255,000',
        (userId) =>
          event(
            'customer.subscription.created',
            subscription(userId, {
              items: {
                data: [{ id: 'si_1', price: { id: PRICES.pro }, current_period_end: 8e12 }],
              },
            }),
          ),
        { tier: 'pro', current_period_end: null },
      ],
      [
        'a trial end that is text',
        (userId) =>
          event('customer.subscription.created', subscription(userId, { trial_end: 'soon' })),
        { tier: 'pro', trial_end: null },
      ],
      [
        'an amount paid of 1e300',
        (userId) => event('invoice.paid', invoice(userId, { amount_paid: 1e300 })),
        { payment_failed: false },
      ],
      [
        'an amount paid of 12.5',
        (userId) => event('invoice.paid', invoice(userId, { amount_paid: 12.5 })),
        { payment_failed: false },
      ],
      [
        'a period on the invoice line of -1e308',
        (userId) =>
          event(
            'invoice.paid',
            invoice(userId, { lines: { data: [{ period: { start: -1e308, end: 'x' } }] } }),
          ),
        { payment_failed: false },
      ],
    ])(
      'should record what it can read and stay healthy when a signed event has %s',
      async (_case, payload, expected) => {
        const { agent, user } = await signUp(app.url);
        const response = await deliver(payload(user.id));
        expect(response.status).toBe(200);
        await app.runner.waitUntilCaughtUp();
        const summary = (await agent.get('/api/payments/subscription').expect(200)).body;
        expect(summary).toMatchObject(expected);
        for (const paid of summary.invoices as SubscriptionSummary['invoices']) {
          expect(Number.isSafeInteger(paid.amount_paid)).toBe(true);
          expect(paid.period_start).toBeNull();
        }
        await expectHealthy();
      },
    );

    it.each<[string, (userId: string) => unknown]>([
      [
        'created 1e308',
        (userId) =>
          event('customer.subscription.created', subscription(userId), { created: 1e308 }),
      ],
      [
        'created in the year 33,000',
        (userId) => event('customer.subscription.created', subscription(userId), { created: 1e12 }),
      ],
      [
        'created before Stripe existed',
        (userId) => event('customer.subscription.created', subscription(userId), { created: -5 }),
      ],
      [
        'no data.object',
        (userId) => ({ ...event('customer.subscription.created', {}), data: { userId } }),
      ],
      ['a data.object that is a list', () => event('customer.subscription.created', [])],
      ['a body of null', () => null],
      [
        'a 10 KB event id',
        (userId) =>
          event('customer.subscription.created', subscription(userId), {
            id: `evt_${randomBytes(5_000).toString('hex')}`,
          }),
      ],
      [
        'a 10 KB customer id',
        (userId) =>
          event(
            'customer.subscription.created',
            subscription(userId, { customer: `cus_${randomBytes(5_000).toString('hex')}` }),
          ),
      ],
      [
        'a 10 KB user id in the checkout reference',
        () =>
          event('checkout.session.completed', {
            id: 'cs_1',
            customer: 'cus_1',
            client_reference_id: randomBytes(5_000).toString('hex'),
          }),
      ],
      [
        'subscription items that are text',
        (userId) =>
          event('customer.subscription.updated', subscription(userId, { items: 'everything' })),
      ],
    ])(
      'should refuse with 400 and store nothing when a signed event has %s',
      async (_case, payload) => {
        const { user } = await signUp(app.url);
        const before = await eventCountInStore();
        const response = await deliver(payload(user.id));
        expect(response.status).toBe(400);
        await app.runner.waitUntilCaughtUp();
        expect(await eventCountInStore()).toBe(before);
        await expectHealthy();
      },
    );
  });
}
