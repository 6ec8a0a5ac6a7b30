import { newAgent, signUp } from '../../testing/accounts-fixtures.js';
import type { Agent } from '../../testing/accounts-fixtures.js';
import {
  signedStripeWebhook,
  startFakeStripeServer,
  stripeEvent,
} from '../../testing/fake-stripe-server.js';
import type { FakeStripeServer } from '../../testing/fake-stripe-server.js';
import { connectedManager as connectedSignUp } from '../../testing/connect-fixtures.js';
import { fakeStripePayments } from '../../testing/fake-stripe-payments.js';
import { heatPumpContent, signingBody } from '../../testing/proposal-fixtures.js';
import { startSuiteApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';
import { databaseKinds } from '../../testing/test-database.js';
import { depositRefusals } from '../commands/start-deposit-checkout.handler.js';

const CONNECT_SECRET = 'whsec_connect_checkout_test';
const PUBLIC_BASE_URL = 'http://app.vanilla.example';

for (const kind of databaseKinds()) {
  describe(`paying the deposit with Stripe Checkout on ${kind}`, () => {
    let app: TestApp;
    let stripe: FakeStripeServer;

    beforeAll(async () => {
      stripe = await startFakeStripeServer();
      app = await startSuiteApp(kind, {
        env: {
          STRIPE_SECRET_KEY: 'sk_test_deposit',
          STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
          PUBLIC_BASE_URL,
        },
        providerOverrides: {
          payments: fakeStripePayments(stripe),
        },
      });
    });

    afterAll(async () => {
      await app.close();
      await stripe.close();
    });

    const connectedManager = () => connectedSignUp(app.url, stripe);

    const share = async (agent: Agent, deposit: unknown = { percent: 20 }) =>
      (
        await agent
          .post('/api/share-proposal')
          .send({
            proposalContent: heatPumpContent,
            clientEmail: 'dana@example.com',
            value: 12_345.67,
            deposit,
          })
          .expect(201)
      ).body as { token: string; proposalId: string };

    const checkout = (token: string) =>
      newAgent(app.url).post(`/api/proposals/${token}/deposit/checkout`);

    it('should take the deposit on the contractor’s account once signed and show it paid once the webhook lands', async () => {
      const { agent, accountId } = await connectedManager();
      const { token, proposalId } = await share(agent);
      const client = newAgent(app.url);
      expect((await client.get(`/api/proposal/${token}`).expect(200)).body.deposit).toMatchObject({
        due: 2_469.13,
        offered: true,
        paid: false,
      });
      expect((await checkout(token).expect(409)).body.error).toBe(depositRefusals.unsigned);

      await client.post('/api/track-proposal-view').send(signingBody(token)).expect(200);
      const { url } = (await checkout(token).expect(200)).body;
      const [sessionId, session] = [...stripe.checkoutSessions].find(([, s]) => s.url === url)!;
      expect(session).toMatchObject({
        mode: 'payment',
        amount_total: 246_913,
        currency: 'usd',
        metadata: { proposalId, token },
        success_url: `${PUBLIC_BASE_URL}/shared-proposal/${token}?deposit=paid`,
        cancel_url: `${PUBLIC_BASE_URL}/shared-proposal/${token}?deposit=canceled`,
      });
      expect(stripe.payments.get(sessionId)).toEqual({
        account: accountId,
        intentMetadata: { proposalId, token },
      });
      // A second click soon after is the same session.
      expect((await checkout(token).expect(200)).body.url).toBe(url);

      const completed = JSON.stringify({
        ...stripeEvent('checkout.session.completed', {
          ...session,
          status: 'complete',
          payment_status: 'paid',
          payment_intent: 'pi_checkout_journey',
        }),
        account: accountId,
      });
      const delivered = await fetch(`${app.url}/webhooks/stripe-connect`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signedStripeWebhook(completed, CONNECT_SECRET),
        },
        body: completed,
      });
      expect(delivered.status).toBe(200);
      expect((await client.get(`/api/proposal/${token}`).expect(200)).body.deposit).toMatchObject({
        due: 2_469.13,
        paid: true,
      });
      expect((await checkout(token).expect(409)).body.error).toBe(depositRefusals.paid);

      // The dashboard row shows it, the job records it paid and Transactions lists it received.
      await app.runner.waitUntilCaughtUp();
      const { proposals } = (await agent.get('/api/dashboard').expect(200)).body;
      expect(proposals).toEqual([
        expect.objectContaining({
          token,
          status: 'accepted',
          deposit_paid: { amount: 2_469.13, paid_at: expect.any(String) },
        }),
      ]);
      const { jobs } = (await agent.get('/api/jobs').expect(200)).body;
      expect(jobs).toEqual([
        expect.objectContaining({
          proposal_token: token,
          amount: 12_345.67,
          paid_amount: 2_469.13,
        }),
      ]);
      const { transactions } = (await agent.get('/api/transactions').expect(200)).body;
      expect(transactions).toEqual([
        expect.objectContaining({
          type: 'received',
          amount: 2_469.13,
          status: 'completed',
          method: 'card',
          job_id: proposalId,
        }),
      ]);
    });

    it('should not offer the deposit while the contractor’s account takes no charges', async () => {
      const { agent } = await signUp(app.url);
      const { token } = await share(agent);
      await newAgent(app.url).post('/api/track-proposal-view').send(signingBody(token)).expect(200);
      const page = (await newAgent(app.url).get(`/api/proposal/${token}`).expect(200)).body;
      expect(page.deposit).toMatchObject({ offered: false, paid: false });
      expect((await checkout(token).expect(409)).body.error).toBe(depositRefusals.notOffered);

      await agent.post('/api/payments/connect').expect(200);
      expect((await checkout(token).expect(409)).body.error).toBe(depositRefusals.notOffered);
    });

    it('should offer the deposit once Stripe’s account.updated says charges are enabled', async () => {
      const { agent } = await signUp(app.url);
      await agent.post('/api/payments/connect').expect(200);
      const { account_id: accountId } = (await agent.get('/api/payments/connect').expect(200)).body;
      const { token } = await share(agent);
      const offered = async () =>
        (await newAgent(app.url).get(`/api/proposal/${token}`).expect(200)).body.deposit.offered;
      expect(await offered()).toBe(false);

      const account = stripe.accounts.get(accountId)!;
      const deliver = async (object: Record<string, unknown>) => {
        const body = JSON.stringify({
          ...stripeEvent('account.updated', object),
          account: object.id,
        });
        const answer = await fetch(`${app.url}/webhooks/stripe-connect`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signedStripeWebhook(body, CONNECT_SECRET),
          },
          body,
        });
        expect(answer.status).toBe(200);
      };
      // Another account naming this company is not its account: nothing changes.
      await deliver({ ...account, id: 'acct_1NotTheirs', charges_enabled: true });
      expect(await offered()).toBe(false);

      await deliver({ ...account, charges_enabled: true, details_submitted: true });
      expect(await offered()).toBe(true);
    });

    it('should refuse a proposal that asks for no deposit, and an unknown link', async () => {
      const { agent } = await connectedManager();
      const { token } = (
        await agent
          .post('/api/share-proposal')
          .send({ proposalContent: heatPumpContent, value: 5_000 })
          .expect(201)
      ).body;
      await newAgent(app.url).post('/api/track-proposal-view').send(signingBody(token)).expect(200);
      expect((await checkout(token).expect(409)).body.error).toBe(depositRefusals.none);
      await checkout('no-such-token').expect(404);
    });
  });
}
