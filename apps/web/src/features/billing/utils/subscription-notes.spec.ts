import { describe, expect, it } from '@jest/globals';
import type { SubscriptionSummary } from '@vanilla/contracts';
import { subscriptionNotes } from './subscription-notes';

type Facts = Parameters<typeof subscriptionNotes>[0];

const paid = (overrides: Partial<Facts>): Facts => ({
  tier: 'super_pro',
  status: 'active' satisfies SubscriptionSummary['status'],
  cancel_at_period_end: false,
  current_period_end: '2026-04-01T00:00:00.000Z',
  trial_end: null,
  payment_failed: false,
  ...overrides,
});

const day = (iso: string) => iso.slice(0, 10);
const texts = (facts: Facts) => subscriptionNotes(facts, day).map((note) => note.text);

describe(subscriptionNotes.name, () => {
  it('should give the renewal date when a paid plan is active', () => {
    expect(texts(paid({}))).toEqual(['Renews on 2026-04-01.']);
  });

  it('should give the trial end when the plan is in its trial', () => {
    expect(texts(paid({ status: 'trialing', trial_end: '2026-03-15T00:00:00.000Z' }))).toEqual([
      'Your free trial ends on 2026-03-15.',
    ]);
  });

  it('should give the end date when the plan cancels at the period end', () => {
    expect(texts(paid({ cancel_at_period_end: true }))).toEqual([
      'Your plan is cancelled and ends on 2026-04-01; you will then be on the Free plan.',
    ]);
  });

  it('should warn first when the last payment failed', () => {
    const notes = subscriptionNotes(paid({ status: 'past_due', payment_failed: true }), day);
    expect(notes[0]).toEqual({
      id: 'payment-failed',
      tone: 'warning',
      text: 'Your last payment failed. Update your payment method to keep your plan.',
    });
  });

  it('should say nothing when the account is on the free plan', () => {
    expect(
      texts({
        tier: 'free',
        status: 'none',
        cancel_at_period_end: false,
        current_period_end: null,
        trial_end: null,
        payment_failed: false,
      }),
    ).toEqual([]);
  });
});
