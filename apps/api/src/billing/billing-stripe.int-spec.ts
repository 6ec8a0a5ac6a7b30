import { createStripePayments } from './providers/stripe-payments.js';
import { signUp } from '../testing/accounts-fixtures.js';
import {
  signedStripeWebhook,
  startFakeStripeServer,
  stripeEvent,
} from '../testing/fake-stripe-server.js';
import type { FakeStripeServer } from '../testing/fake-stripe-server.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';

const WEBHOOK_SECRET = 'whsec_stripe_journey';
const PRICES = { pro: 'price_pro_journey', super_pro: 'price_super_journey' };
const PUBLIC_BASE_URL = 'http://app.vanilla.example';

// Checkout to plan change with the real Stripe adapter against a local server following Stripe's
// API; the webhooks Stripe would send afterwards are built from what that server holds.
for (const kind of databaseKinds()) {
  describe(`payments with Stripe on ${kind}`, () => {
    let app: TestApp;
    let stripe: FakeStripeServer;

    beforeAll(async () => {
      stripe = await startFakeStripeServer();
      app = await startSuiteApp(kind, {
        env: {
          STRIPE_SECRET_KEY: 'sk_test_journey',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_journey',
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_PRICE_PRO: PRICES.pro,
          STRIPE_PRICE_SUPER_PRO: PRICES.super_pro,
          PUBLIC_BASE_URL,
        },
        providerOverrides: {
          payments: createStripePayments(stripe.secretKey, {
            host: '127.0.0.1',
            port: stripe.port,
            protocol: 'http',
          }),
        },
      });
    });

    afterAll(async () => {
      await app.close();
      await stripe.close();
    });

    beforeEach(() => {
      stripe.reset();
      stripe.addPrice(PRICES.pro, { unitAmount: 6000 });
      stripe.addPrice(PRICES.super_pro, { unitAmount: 10000 });
    });

    const deliver = async (type: Parameters<typeof stripeEvent>[0], object: object) => {
      const payload = JSON.stringify(stripeEvent(type, object as Record<string, unknown>));
      const response = await fetch(`${app.url}/webhooks/stripe`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signedStripeWebhook(payload, WEBHOOK_SECRET),
        },
        body: payload,
      });
      expect(response.status).toBe(200);
      await app.runner.waitUntilCaughtUp();
    };

    it('should check a free user out with a trial, then change plans and downgrade at period end', async () => {
      const { agent, user } = await signUp(app.url);
      agent.set('Origin', PUBLIC_BASE_URL);
      expect((await agent.get('/api/payments/config').expect(200)).body).toMatchObject({
        publishableKey: 'pk_test_journey',
        checkoutEnabled: true,
      });
      await agent
        .post('/api/payments/create-checkout-session')
        .send({ priceId: 'price_unknown' })
        .expect(400);

      const checkout = await agent
        .post('/api/payments/create-checkout-session')
        .send({ priceId: PRICES.super_pro })
        .expect(200);
      expect(checkout.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
      const [session] = [...stripe.checkoutSessions.values()];
      expect(session).toMatchObject({
        client_reference_id: user.id,
        success_url: `${PUBLIC_BASE_URL}/business2/settings?checkout=success`,
        cancel_url: `${PUBLIC_BASE_URL}/pricing?checkout=canceled`,
      });
      const created = stripe.requests.find((r) => r.path === '/v1/checkout/sessions');
      expect(created?.params).toMatchObject({
        mode: 'subscription',
        subscription_data: { trial_period_days: '14', metadata: { userId: user.id } },
      });
      // A second click makes no second session.
      const again = await agent
        .post('/api/payments/create-checkout-session')
        .send({ priceId: PRICES.super_pro })
        .expect(200);
      expect(again.body.checkoutUrl).toBe(checkout.body.checkoutUrl);
      expect(stripe.checkoutSessions.size).toBe(1);

      const paid = stripe.completeCheckout(session.id);
      await deliver('checkout.session.completed', paid.session);
      await deliver('customer.subscription.created', paid.subscription);
      await deliver('invoice.paid', paid.invoice);
      expect((await agent.get('/auth/check-auth').expect(200)).body.current_tier).toBe('super_pro');
      const summary = (await agent.get('/api/payments/subscription').expect(200)).body;
      expect(summary).toMatchObject({
        tier: 'super_pro',
        status: 'trialing',
        trial_eligible: false,
      });
      expect(summary.invoices).toHaveLength(1);
      await agent
        .post('/api/payments/create-checkout-session')
        .send({ priceId: PRICES.pro })
        .expect(409);

      const portal = await agent.post('/api/payments/create-customer-portal-session').expect(200);
      expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.com\//);

      const change = await agent
        .post('/api/payments/upgrade-subscription')
        .send({ new_price_id: PRICES.pro })
        .expect(200);
      expect(change.body.message).toMatch(/Pro/);
      const subscription = stripe.subscriptions.get(paid.subscription.id);
      expect(subscription?.items.data[0].price.id).toBe(PRICES.pro);
      const update = stripe.requests.findLast(
        (r) => r.path === `/v1/subscriptions/${paid.subscription.id}`,
      );
      expect(update?.params).toMatchObject({ proration_behavior: 'create_prorations' });
      await deliver('customer.subscription.updated', subscription!);
      expect((await agent.get('/auth/check-auth').expect(200)).body.current_tier).toBe('pro');

      const downgrade = await agent
        .post('/api/payments/upgrade-subscription')
        .send({ new_price_id: 'free' })
        .expect(200);
      expect(downgrade.body.message).toMatch(
        /^Your plan changes to Free at the end of the current billing period/,
      );
      expect(stripe.subscriptions.get(paid.subscription.id)?.cancel_at_period_end).toBe(true);
      await deliver(
        'customer.subscription.updated',
        stripe.subscriptions.get(paid.subscription.id)!,
      );
      // Still paid until the period ends.
      expect((await agent.get('/api/payments/subscription').expect(200)).body).toMatchObject({
        tier: 'pro',
        cancel_at_period_end: true,
      });
    });

    it('should say why when Stripe refuses', async () => {
      const { agent } = await signUp(app.url);
      agent.set('Origin', PUBLIC_BASE_URL);
      stripe.failNext(
        { status: 400, type: 'invalid_request_error', message: 'No such price' },
        '/v1/checkout/sessions',
      );
      const refused = await agent
        .post('/api/payments/create-checkout-session')
        .send({ priceId: PRICES.super_pro })
        .expect(502);
      expect(refused.body.error).toMatch(/^Could not initiate checkout session\. .*No such price/);
      await agent.post('/api/payments/create-customer-portal-session').expect(400);
      await agent
        .post('/api/payments/upgrade-subscription')
        .send({ new_price_id: PRICES.pro })
        .expect(400);
    });
  });
}
