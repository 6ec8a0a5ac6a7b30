import { newAgent } from '../../testing/accounts-fixtures.js';
import type { Agent } from '../../testing/accounts-fixtures.js';
import { connectedManager } from '../../testing/connect-fixtures.js';
import { fakeStripePayments } from '../../testing/fake-stripe-payments.js';
import {
  signedStripeWebhook,
  startFakeStripeServer,
  stripeEvent,
} from '../../testing/fake-stripe-server.js';
import type { FakeStripeServer } from '../../testing/fake-stripe-server.js';
import { heatPumpContent, signingBody } from '../../testing/proposal-fixtures.js';
import { startSuiteApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';
import { databaseKinds } from '../../testing/test-database.js';

const CONNECT_SECRET = 'whsec_connect_deposit_test';

let intents = 0;

// What Checkout on a connected account reports once the client paid: the completed session and
// the payment intent it made, both carrying the proposal the deposit's checkout named, from the
// connected account the payment was made on.
const paidEvents = (proposalId: string, cents: number, account: string | undefined) => {
  intents += 1;
  const paymentIntent = `pi_deposit_${intents}_${Date.now()}`;
  const metadata = { proposalId, token: 'tok' };
  return [
    {
      ...stripeEvent('checkout.session.completed', {
        id: `cs_test_${intents}`,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: cents,
        currency: 'usd',
        payment_intent: paymentIntent,
        metadata,
      }),
      account,
    },
    {
      ...stripeEvent('payment_intent.succeeded', {
        id: paymentIntent,
        object: 'payment_intent',
        amount: cents,
        amount_received: cents,
        currency: 'usd',
        status: 'succeeded',
        metadata,
      }),
      account,
    },
  ];
};

for (const kind of databaseKinds()) {
  describe(`deposit webhooks on ${kind}`, () => {
    let app: TestApp;
    let stripe: FakeStripeServer;

    beforeAll(async () => {
      stripe = await startFakeStripeServer();
      app = await startSuiteApp(kind, {
        env: {
          STRIPE_SECRET_KEY: 'sk_test_deposit',
          STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
        },
        providerOverrides: { payments: fakeStripePayments(stripe) },
      });
    });

    afterAll(async () => {
      await app.close();
      await stripe.close();
    });

    const deliver = (payload: unknown, secret = CONNECT_SECRET) => {
      const body = JSON.stringify(payload);
      return fetch(`${app.url}/webhooks/stripe-connect`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signedStripeWebhook(body, secret),
        },
        body,
      });
    };

    const shareWithDeposit = async (agent: Agent) => {
      const { token, proposalId } = (
        await agent
          .post('/api/share-proposal')
          .send({ proposalContent: heatPumpContent, value: 10_000, deposit: { percent: 20 } })
          .expect(201)
      ).body;
      return { token: token as string, proposalId: proposalId as string };
    };

    const historyTypes = async (agent: Agent, token: string) =>
      (await agent.get(`/api/proposals/${token}/history`).expect(200)).body.events.map(
        (event: { type: string }) => event.type,
      );

    it('should record one payment when both events are each delivered 5 times at once', async () => {
      const { agent, accountId } = await connectedManager(app.url, stripe);
      const { token, proposalId } = await shareWithDeposit(agent);
      await newAgent(app.url).post('/api/track-proposal-view').send(signingBody(token)).expect(200);

      const [completed, succeeded] = paidEvents(proposalId, 200_000, accountId);
      const answers = await Promise.all(
        [completed, succeeded].flatMap((event) => Array.from({ length: 5 }, () => deliver(event))),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));

      const types = await historyTypes(agent, token);
      expect(types.filter((type: string) => type === 'DepositPaid')).toHaveLength(1);
      const history = (await agent.get(`/api/proposals/${token}/history`).expect(200)).body;
      const paid = history.events.find((event: { type: string }) => event.type === 'DepositPaid');
      expect(paid.data).toMatchObject({
        proposalId,
        amount: 2_000,
        currency: 'usd',
        paymentIntentId: completed.data.object.payment_intent,
      });
      const page = (await newAgent(app.url).get(`/api/proposal/${token}`).expect(200)).body;
      expect(page.deposit).toMatchObject({ due: 2_000, paid: true, paid_at: paid.data.paidAt });
    });

    it('should refuse with 400 and record nothing when the signature is not the Connect secret', async () => {
      const { agent, accountId } = await connectedManager(app.url, stripe);
      const { token, proposalId } = await shareWithDeposit(agent);
      await newAgent(app.url).post('/api/track-proposal-view').send(signingBody(token)).expect(200);
      const [completed] = paidEvents(proposalId, 200_000, accountId);

      const forged = await deliver(completed, 'whsec_someone_else');
      expect(forged.status).toBe(400);
      const unsigned = await fetch(`${app.url}/webhooks/stripe-connect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(completed),
      });
      expect(unsigned.status).toBe(400);
      expect(await historyTypes(agent, token)).not.toContain('DepositPaid');
    });

    it('should record nothing when an event reports no paid deposit', async () => {
      const { agent, accountId } = await connectedManager(app.url, stripe);
      const { token, proposalId } = await shareWithDeposit(agent);
      await newAgent(app.url).post('/api/track-proposal-view').send(signingBody(token)).expect(200);
      const [completed] = paidEvents(proposalId, 200_000, accountId);
      const unpaid = {
        ...completed,
        data: { object: { ...completed.data.object, payment_status: 'unpaid' } },
      };
      const subscription = {
        ...completed,
        data: { object: { ...completed.data.object, mode: 'subscription' } },
      };
      const unknownProposal = {
        ...completed,
        data: {
          object: { ...completed.data.object, metadata: { proposalId: 'no-such-proposal' } },
        },
      };
      for (const event of [unpaid, subscription, unknownProposal]) {
        expect((await deliver(event)).status).toBe(200);
      }
      expect(await historyTypes(agent, token)).not.toContain('DepositPaid');
    });

    it("should record nothing when the payment was made on another company's account or outside Connect", async () => {
      const { agent } = await connectedManager(app.url, stripe);
      const { token, proposalId } = await shareWithDeposit(agent);
      await newAgent(app.url).post('/api/track-proposal-view').send(signingBody(token)).expect(200);
      // Another contractor, connected too, makes a checkout naming our proposal in its metadata.
      const other = await connectedManager(app.url, stripe);
      const [theirs, theirIntent] = paidEvents(proposalId, 100, other.accountId);
      const [platform] = paidEvents(proposalId, 100, undefined);

      const answers = await Promise.all(
        [theirs, theirIntent, platform].map((event) => deliver(event)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(await historyTypes(agent, token)).not.toContain('DepositPaid');
      const page = (await newAgent(app.url).get(`/api/proposal/${token}`).expect(200)).body;
      expect(page.deposit).toMatchObject({ due: 2_000, paid: false });
    });

    it('should answer 409 and record nothing when the proposal is not signed', async () => {
      const { agent, accountId } = await connectedManager(app.url, stripe);
      const { token, proposalId } = await shareWithDeposit(agent);
      const [completed] = paidEvents(proposalId, 200_000, accountId);
      expect((await deliver(completed)).status).toBe(409);
      expect(await historyTypes(agent, token)).toEqual(['ProposalShared']);
    });
  });
}
