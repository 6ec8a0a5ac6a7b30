import type { SubscriptionSummary } from '@vanilla/contracts';

export type SubscriptionNote = { id: string; tone: 'info' | 'warning'; text: string };

type NoteFacts = Pick<
  SubscriptionSummary,
  'tier' | 'status' | 'cancel_at_period_end' | 'current_period_end' | 'trial_end' | 'payment_failed'
>;

/**
 * What the current plan's card says about its state: a failed payment, a trial's end, a
 * cancellation at the period end, or the renewal date. `formatDate` turns an ISO date into text.
 */
export const subscriptionNotes = (
  facts: NoteFacts,
  formatDate: (iso: string) => string,
): SubscriptionNote[] => {
  const notes: SubscriptionNote[] = [];
  if (facts.payment_failed) {
    notes.push({
      id: 'payment-failed',
      tone: 'warning',
      text: 'Your last payment failed. Update your payment method to keep your plan.',
    });
  }
  if (facts.tier === 'free') return notes;
  const periodEnd = facts.current_period_end ? formatDate(facts.current_period_end) : '';
  if (facts.status === 'trialing' && facts.trial_end) {
    notes.push({
      id: 'trial',
      tone: 'info',
      text: `Your free trial ends on ${formatDate(facts.trial_end)}.`,
    });
  }
  if (facts.cancel_at_period_end) {
    notes.push({
      id: 'cancels',
      tone: 'warning',
      text: periodEnd
        ? `Your plan is cancelled and ends on ${periodEnd}; you will then be on the Free plan.`
        : 'Your plan is cancelled and ends at the end of the billing period.',
    });
  } else if (periodEnd && facts.status !== 'trialing') {
    notes.push({ id: 'renews', tone: 'info', text: `Renews on ${periodEnd}.` });
  }
  return notes;
};
