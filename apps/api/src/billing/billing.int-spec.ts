import Stripe from 'stripe';
import { signVapiRequest } from '../receptionists/index.js';
import { readOrCreateVapiSecret } from '../system/index.js';
import { newAgent, signUp } from '../testing/accounts-fixtures.js';
import { createBody } from '../testing/receptionist-fixtures.js';
import type { Agent } from '../testing/accounts-fixtures.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';

const WEBHOOK_SECRET = 'whsec_billing_test_secret';
const PRICES = { pro: 'price_pro_test', super_pro: 'price_super_test' };
const stripe = new Stripe('sk_test_billing');

let eventCount = 0;

// A Stripe event as Stripe sends it, signed the way Stripe signs (the SDK's own test helper).
const stripeEvent = (
  type: string,
  object: Record<string, unknown>,
  created = Math.floor(Date.now() / 1000),
) => {
  eventCount += 1;
  const payload = JSON.stringify({
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
  return payload;
};

const subscriptionObject = (
  userId: string,
  overrides: { status?: string; price?: string; cancelAtPeriodEnd?: boolean } = {},
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
        price: { id: overrides.price ?? PRICES.super_pro, object: 'price' },
        current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400,
      },
    ],
  },
});

const form = {
  proposalName: 'Heat Pump',
  category: 'HVAC',
  clientName: 'Dana Smith',
  templateChoice: 'vanilla',
};

for (const kind of databaseKinds()) {
  describe(`billing on ${kind}`, () => {
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

    const deliver = (payload: string, secret = WEBHOOK_SECRET) =>
      fetch(`${app.url}/webhooks/stripe`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
        body: payload,
      });

    const tier = async (agent: Agent) => {
      await app.runner.waitUntilCaughtUp();
      return (await agent.get('/auth/check-auth').expect(200)).body.current_tier as string;
    };

    it('should refuse a webhook with a bad signature and store nothing', async () => {
      const { agent, user } = await signUp(app.url);
      const payload = stripeEvent('customer.subscription.created', subscriptionObject(user.id));
      expect((await deliver(payload, 'whsec_not_ours')).status).toBe(400);
      const unsigned = await fetch(`${app.url}/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payload,
      });
      expect(unsigned.status).toBe(400);
      const tampered = await fetch(`${app.url}/webhooks/stripe`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripe.webhooks.generateTestHeaderString({
            payload,
            secret: WEBHOOK_SECRET,
          }),
        },
        body: payload.replace('trialing', 'active'),
      });
      expect(tampered.status).toBe(400);
      expect(await tier(agent)).toBe('free');
      const { rows } = await app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM es_events WHERE stream_name = $1',
        [`subscription-${user.id}`],
      );
      expect(rows[0].n).toBe(0);
    });

    it('should take five concurrent deliveries of one event as one, and ignore an older state arriving late', async () => {
      const { agent, user } = await signUp(app.url);
      const now = Math.floor(Date.now() / 1000);
      const created = stripeEvent(
        'customer.subscription.created',
        subscriptionObject(user.id),
        now - 60,
      );
      const updated = stripeEvent(
        'customer.subscription.updated',
        subscriptionObject(user.id, { status: 'active', price: PRICES.pro }),
        now,
      );
      const statuses = await Promise.all(Array.from({ length: 5 }, () => deliver(updated)));
      expect(statuses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect((await deliver(created)).status).toBe(200);
      expect(await tier(agent)).toBe('pro');
      const { rows } = await app.db.query<{ type: string }>(
        'SELECT type FROM es_events WHERE stream_name = $1',
        [`subscription-${user.id}`],
      );
      expect(rows.map((row) => row.type)).toEqual(['SubscriptionChanged']);

      const summary = (await agent.get('/api/payments/subscription').expect(200)).body;
      expect(summary).toMatchObject({
        tier: 'pro',
        status: 'active',
        trial_eligible: false,
        usage: { proposal_limit: 25, call_minutes_included: null },
      });
    });

    it('should keep paid invoices as billing history and drop to free when the subscription ends', async () => {
      const { agent, user } = await signUp(app.url);
      const now = Math.floor(Date.now() / 1000);
      await deliver(
        stripeEvent('customer.subscription.created', subscriptionObject(user.id), now - 10),
      );
      expect(await tier(agent)).toBe('super_pro');
      await deliver(
        stripeEvent(
          'invoice.paid',
          {
            id: `in_${user.id.slice(0, 8)}`,
            object: 'invoice',
            number: 'VAN-0001',
            amount_paid: 10000,
            currency: 'usd',
            customer: `cus_${user.id.slice(0, 8)}`,
            hosted_invoice_url: 'https://invoice.stripe.com/i/test',
            status_transitions: { paid_at: now - 5 },
            period_start: now - 10,
            period_end: now + 30 * 86400,
            parent: { subscription_details: { metadata: { userId: user.id } } },
          },
          now - 5,
        ),
      );
      await deliver(
        stripeEvent(
          'customer.subscription.deleted',
          subscriptionObject(user.id, { status: 'canceled' }),
          now,
        ),
      );
      expect(await tier(agent)).toBe('free');
      const summary = (await agent.get('/api/payments/subscription').expect(200)).body;
      expect(summary.invoices).toEqual([
        expect.objectContaining({ number: 'VAN-0001', amount_paid: 10000, currency: 'usd' }),
      ]);
      expect(summary).toMatchObject({ tier: 'free', status: 'canceled', trial_eligible: true });
    });

    it('should allow the 5th proposal of the month on the free plan and refuse the 6th, naming the upgrade', async () => {
      const { agent } = await signUp(app.url);
      for (let i = 1; i <= 5; i += 1) {
        await agent.post('/api/generate-proposal').send(form).expect(201);
      }
      const refused = await agent
        .post('/api/voice-to-proposal')
        .send({ voiceTranscript: 'A new furnace for Dana' });
      expect(refused.status).toBe(402);
      expect(refused.body).toMatchObject({
        success: false,
        error:
          'You have used all 5 proposals of your Free plan this month. Upgrade to Super Pro on the Pricing page for 50 proposals a month.',
      });
      const summary = (await agent.get('/api/payments/subscription').expect(200)).body;
      expect(summary.usage).toMatchObject({ proposals_generated: 5, proposal_limit: 5 });
    });

    it('should refuse concurrent generations beyond the allowance', async () => {
      const { agent } = await signUp(app.url);
      const results = await Promise.all(
        Array.from({ length: 8 }, () => agent.post('/api/generate-proposal').send(form)),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 402, 402, 402]);
    });

    it("should count a super_pro user's AI call minutes and show the overage beyond 100", async () => {
      const { agent, user } = await signUp(app.url);
      await deliver(stripeEvent('customer.subscription.created', subscriptionObject(user.id)));
      const receptionist = (
        await agent.post('/api/ai-receptionist/create-with-vapi').send(createBody()).expect(200)
      ).body.receptionist as { vapi_assistant_id: string };
      const secret = await readOrCreateVapiSecret(app.db);
      const report = (callId: string, durationSeconds: number) =>
        JSON.stringify({
          message: {
            type: 'end-of-call-report',
            endedReason: 'customer-ended-call',
            durationSeconds,
            startedAt: new Date().toISOString(),
            endedAt: new Date().toISOString(),
            call: {
              id: callId,
              assistantId: receptionist.vapi_assistant_id,
              customer: { number: '+15125550111' },
            },
          },
        });
      for (const [id, seconds] of [
        [`long-${user.id}`, 100 * 60],
        [`short-${user.id}`, 90],
      ] as const) {
        const body = report(id, seconds);
        const response = await fetch(`${app.url}/webhooks/vapi`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signVapiRequest(secret, body) },
          body,
        });
        expect(response.status).toBe(200);
      }
      await app.runner.waitUntilCaughtUp();
      const summary = (await agent.get('/api/payments/subscription').expect(200)).body;
      expect(summary.usage).toMatchObject({
        call_minutes: 102,
        call_minutes_included: 100,
        overage_minutes: 2,
        overage_dollars: 2,
        proposal_limit: 50,
      });
    });

    it('should answer the payment calls with the spec messages when Stripe is not configured', async () => {
      const { agent } = await signUp(app.url);
      const checkout = await agent
        .post('/api/payments/create-checkout-session')
        .send({ priceId: PRICES.super_pro })
        .expect(503);
      expect(checkout.body.error).toMatch(/^Could not initiate checkout session\./);
      const portal = await agent.post('/api/payments/create-customer-portal-session').expect(503);
      expect(portal.body.error).toMatch(/^Could not open customer portal\./);
      await agent.post('/api/payments/create-checkout-session').send({}).expect(400);
      await newAgent(app.url)
        .post('/api/payments/create-checkout-session')
        .send({ priceId: PRICES.super_pro })
        .expect(401);
      expect((await newAgent(app.url).get('/api/payments/config').expect(200)).body).toEqual({
        success: true,
        publishableKey: null,
        checkoutEnabled: false,
        prices: { free: 'free', pro: PRICES.pro, super_pro: PRICES.super_pro },
      });
    });
  });
}
