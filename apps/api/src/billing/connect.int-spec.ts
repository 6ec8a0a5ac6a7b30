import { paymentMessages } from './payments.service.js';
import { joinTeam, signUp } from '../testing/accounts-fixtures.js';
import { fakeStripePayments } from '../testing/fake-stripe-payments.js';
import { startFakeStripeServer } from '../testing/fake-stripe-server.js';
import type { FakeStripeServer } from '../testing/fake-stripe-server.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';

// http: an https base would mark the session cookie Secure, which the test's http agent drops.
const PUBLIC_BASE_URL = 'http://app.vanilla.example';

for (const kind of databaseKinds()) {
  describe(`Stripe Connect onboarding on ${kind}`, () => {
    let app: TestApp;
    let stripe: FakeStripeServer;

    beforeAll(async () => {
      stripe = await startFakeStripeServer();
      app = await startSuiteApp(kind, {
        env: { STRIPE_SECRET_KEY: 'sk_test_connect', PUBLIC_BASE_URL },
        providerOverrides: {
          payments: fakeStripePayments(stripe),
        },
      });
    });

    afterAll(async () => {
      await app.close();
      await stripe.close();
    });

    const eventsOf = async (type: string, accountId: string) =>
      (
        await app.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM es_events WHERE type = $1 AND data->>'accountId' = $2`,
          [type, accountId],
        )
      ).rows[0].n;

    it('should make one account and answer onboarding links when asked twice at once', async () => {
      const { agent } = await signUp(app.url);
      expect((await agent.get('/api/payments/connect').expect(200)).body).toEqual({
        success: true,
        connected: false,
        charges_enabled: false,
        account_id: null,
      });
      const before = stripe.accounts.size;
      const answers = await Promise.all([
        agent.post('/api/payments/connect').expect(200),
        agent.post('/api/payments/connect').expect(200),
      ]);
      expect(stripe.accounts.size).toBe(before + 1);
      for (const answer of answers) {
        expect(answer.body.url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_/);
      }
      const status = (await agent.get('/api/payments/connect').expect(200)).body;
      expect(status).toMatchObject({ connected: true, charges_enabled: false });
      const account = stripe.accounts.get(status.account_id);
      expect(account).toMatchObject({ type: 'express', charges_enabled: false });
      expect(await eventsOf('StripeAccountCreated', status.account_id)).toBe(1);

      const link = stripe.requests.filter((request) => request.path === '/v1/account_links').at(-1);
      expect(link?.params).toMatchObject({
        account: status.account_id,
        type: 'account_onboarding',
        refresh_url: `${PUBLIC_BASE_URL}/business2/settings?connect=refresh`,
        return_url: `${PUBLIC_BASE_URL}/business2/settings?connect=return`,
      });

      // Asked again later, the same account gets a new link.
      await agent.post('/api/payments/connect').expect(200);
      expect(stripe.accounts.size).toBe(before + 1);
    });

    it('should record charges enabled once when Stripe enabled them after onboarding', async () => {
      const { agent } = await signUp(app.url);
      await agent.post('/api/payments/connect').expect(200);
      const { account_id: accountId } = (await agent.get('/api/payments/connect').expect(200)).body;
      expect(await eventsOf('StripeAccountUpdated', accountId)).toBe(0);

      stripe.updateAccount(accountId, { chargesEnabled: true });
      for (let i = 0; i < 2; i += 1) {
        expect((await agent.get('/api/payments/connect').expect(200)).body).toEqual({
          success: true,
          connected: true,
          charges_enabled: true,
          account_id: accountId,
        });
      }
      expect(await eventsOf('StripeAccountUpdated', accountId)).toBe(1);
    });

    it('should refuse a member with 403 and make no account', async () => {
      const { agent: manager } = await signUp(app.url);
      const { agent: member } = await joinTeam(app.url, manager);
      const before = stripe.accounts.size;
      await member.post('/api/payments/connect').expect(403);
      await member.get('/api/payments/connect').expect(403);
      expect(stripe.accounts.size).toBe(before);
    });
  });

  describe(`Stripe Connect onboarding without Stripe on ${kind}`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startSuiteApp(kind);
    });

    afterAll(async () => {
      await app.close();
    });

    it('should refuse onboarding with the checkout message when Stripe is not set up', async () => {
      const { agent } = await signUp(app.url);
      const answer = await agent.post('/api/payments/connect').expect(503);
      expect(answer.body.error).toContain(paymentMessages.checkoutUnavailable);
      expect((await agent.get('/api/payments/connect').expect(200)).body).toMatchObject({
        connected: false,
      });
    });
  });
}
