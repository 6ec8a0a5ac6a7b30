import { signUp } from './accounts-fixtures.js';
import type { FakeStripeServer } from './fake-stripe-server.js';

// A manager whose Stripe account finished onboarding and takes charges.
export const connectedManager = async (appUrl: string, stripe: FakeStripeServer) => {
  const signedUp = await signUp(appUrl);
  const { agent } = signedUp;
  await agent.post('/api/payments/connect').expect(200);
  const { account_id: accountId } = (await agent.get('/api/payments/connect').expect(200)).body;
  stripe.updateAccount(accountId, { chargesEnabled: true });
  await agent.get('/api/payments/connect').expect(200);
  return { ...signedUp, accountId: accountId as string };
};
