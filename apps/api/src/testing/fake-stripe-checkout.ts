import type { FakeStripeServer } from './fake-stripe-server.js';
import { signedStripeWebhook, stripeEvent } from './fake-stripe-server.js';

// What paying on a payment-mode Checkout page does: the session opened at `checkoutUrl` completes
// paid, and Stripe posts the connected account's signed checkout.session.completed to the app's
// Connect endpoint. Answers the webhook's status and where Checkout sends the payer back.
export const payCheckoutOnFakeStripe = async (
  stripe: FakeStripeServer,
  checkoutUrl: string,
  { webhookUrl, secret }: { webhookUrl: string; secret: string },
) => {
  const [sessionId, session] = [...stripe.checkoutSessions].find(([, s]) => s.url === checkoutUrl)!;
  const completed = {
    ...session,
    status: 'complete' as const,
    payment_status: 'paid' as const,
    payment_intent: `pi_${sessionId.slice(3)}`,
  };
  const payload = JSON.stringify({
    ...stripeEvent('checkout.session.completed', completed),
    account: stripe.payments.get(sessionId)?.account ?? null,
  });
  const delivered = await fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signedStripeWebhook(payload, secret),
    },
    body: payload,
  });
  return { status: delivered.status, returnUrl: session.success_url };
};
