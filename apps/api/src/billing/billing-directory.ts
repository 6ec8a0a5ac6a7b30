import { Inject, Injectable } from '@nestjs/common';
import { OVERAGE_DOLLARS_PER_MINUTE, plans } from '@vanilla/contracts';
import type {
  BillingInvoice,
  SubscriptionStatus,
  SubscriptionSummary,
  Tier,
} from '@vanilla/contracts';
import { monthOf } from '@vanilla/domain';
import type { TierReader } from '../accounts/index.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { SqlExecutor } from '../infrastructure/database/database.js';

export type SubscriptionRow = {
  user_id: string;
  customer_id: string | null;
  subscription_id: string | null;
  status: SubscriptionStatus;
  tier: Tier;
  price_id: string | null;
  item_id: string | null;
  cancel_at_period_end: boolean;
  current_period_end: Date | null;
  trial_end: Date | null;
  payment_failed: boolean;
  ever_paid: boolean;
};

const noSubscription = (userId: string): SubscriptionRow => ({
  user_id: userId,
  customer_id: null,
  subscription_id: null,
  status: 'none',
  tier: 'free',
  price_id: null,
  item_id: null,
  cancel_at_period_end: false,
  current_period_end: null,
  trial_end: null,
  payment_failed: false,
  ever_paid: false,
});

// Reads of the subscription and usage read models, always for one user; on the database, or
// inside a projection's transaction.
@Injectable()
export class BillingDirectory implements TierReader {
  constructor(@Inject(DATABASE) private readonly db: SqlExecutor) {}

  // GET /api/payments/subscription, and what `subscription.updated` pushes.
  async summary(userId: string, now = new Date()): Promise<SubscriptionSummary> {
    const subscription = await this.subscription(userId);
    const limits = plans[subscription.tier];
    const minutes = Math.ceil((await this.callSecondsThisMonth(userId, now)) / 60);
    const overage =
      limits.callMinutesPerMonth === null ? 0 : Math.max(0, minutes - limits.callMinutesPerMonth);
    return {
      success: true,
      tier: subscription.tier,
      status: subscription.status,
      cancel_at_period_end: subscription.cancel_at_period_end,
      current_period_end: subscription.current_period_end?.toISOString() ?? null,
      trial_end: subscription.trial_end?.toISOString() ?? null,
      trial_eligible: subscription.tier === 'free',
      payment_failed: subscription.payment_failed,
      usage: {
        month: monthOf(now),
        proposals_generated: await this.proposalsThisMonth(userId, now),
        proposal_limit: limits.proposalsPerMonth,
        call_minutes: minutes,
        call_minutes_included: limits.callMinutesPerMonth,
        overage_minutes: overage,
        overage_dollars: overage * OVERAGE_DOLLARS_PER_MINUTE,
      },
      invoices: await this.invoices(userId),
    };
  }

  async subscription(userId: string): Promise<SubscriptionRow> {
    const { rows } = await this.db.query<SubscriptionRow>(
      `SELECT user_id, customer_id, subscription_id, status, tier, price_id, item_id,
              cancel_at_period_end, current_period_end, trial_end, payment_failed, ever_paid
         FROM subscriptions WHERE user_id = $1`,
      [userId],
    );
    return rows[0] ?? noSubscription(userId);
  }

  // The plan a user is on (accounts asks through its TIER_READER port): free until a paid
  // subscription is active, trialing or being retried.
  async currentTier(userId: string): Promise<Tier> {
    const { rows } = await this.db.query<{ tier: Tier }>(
      'SELECT tier FROM subscriptions WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.tier ?? 'free';
  }

  async userIdOfCustomer(customerId: string): Promise<string | null> {
    const { rows } = await this.db.query<{ user_id: string }>(
      'SELECT user_id FROM subscriptions WHERE customer_id = $1 LIMIT 1',
      [customerId],
    );
    return rows[0]?.user_id ?? null;
  }

  async proposalsThisMonth(userId: string, now = new Date()): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM usage_proposals WHERE user_id = $1 AND month = $2',
      [userId, monthOf(now)],
    );
    return rows[0].n;
  }

  async callSecondsThisMonth(userId: string, now = new Date()): Promise<number> {
    const { rows } = await this.db.query<{ s: number }>(
      'SELECT COALESCE(sum(seconds), 0)::int AS s FROM usage_calls WHERE user_id = $1 AND month = $2',
      [userId, monthOf(now)],
    );
    return rows[0].s;
  }

  async invoices(userId: string): Promise<BillingInvoice[]> {
    const { rows } = await this.db.query<{
      invoice_id: string;
      number: string | null;
      amount_paid: number;
      currency: string;
      period_start: Date | null;
      period_end: Date | null;
      hosted_invoice_url: string | null;
      paid_at: Date;
    }>(
      `SELECT invoice_id, number, amount_paid, currency, period_start, period_end,
              hosted_invoice_url, paid_at
         FROM billing_invoices WHERE user_id = $1 ORDER BY paid_at DESC LIMIT 100`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.invoice_id,
      number: row.number,
      amount_paid: Number(row.amount_paid),
      currency: row.currency,
      paid_at: row.paid_at.toISOString(),
      period_start: row.period_start?.toISOString() ?? null,
      period_end: row.period_end?.toISOString() ?? null,
      hosted_invoice_url: row.hosted_invoice_url,
    }));
  }
}
