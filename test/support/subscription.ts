import Stripe from 'stripe';

// Puts a user on the plan of `priceId` the way production does: Stripe's signed webhook of a new
// active subscription, sent to the app at `webhookUrl`. Answers the webhook's status.
export const subscribeThroughStripe = async (
  webhookUrl: string,
  { userId, priceId, secret }: { userId: string; priceId: string; secret: string },
): Promise<number> => {
  const now = Math.floor(Date.now() / 1000);
  const tag = `${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const payload = JSON.stringify({
    id: `evt_journey_${tag}`,
    object: 'event',
    created: now,
    type: 'customer.subscription.created',
    data: {
      object: {
        id: `sub_${tag}`,
        object: 'subscription',
        customer: `cus_${tag}`,
        status: 'active',
        cancel_at_period_end: false,
        trial_end: null,
        metadata: { userId },
        items: {
          data: [
            {
              id: `si_${tag}`,
              price: { id: priceId },
              current_period_end: now + 30 * 86400,
            },
          ],
        },
      },
    },
  });
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });
  return response.status;
};
