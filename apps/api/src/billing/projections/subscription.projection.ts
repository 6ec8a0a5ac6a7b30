import { Injectable } from '@nestjs/common';
import { userRoom } from '@vanilla/contracts';
import { grantsTier, paymentFailing, subscriptionEventTypes, tierOf } from '@vanilla/domain';
import type { SubscriptionEvent } from '@vanilla/domain';
import type { SqlExecutor } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.js';
import type { Projection, Push } from '../../infrastructure/projections/projection.js';
import { BillingDirectory } from '../billing-directory.js';

// Each user's subscription (tier, status, period) and paid invoices. The decider already dropped
// repeated and out-of-date Stripe events, so this applies what it is given in log order.
@Injectable()
export class SubscriptionProjection implements Projection<SubscriptionEvent> {
  readonly name = 'subscriptions';
  readonly eventTypes = subscriptionEventTypes;
  readonly tables = ['subscriptions', 'billing_invoices'];
  readonly migrations = [
    {
      id: 'subscriptions-001',
      sql: `
CREATE TABLE subscriptions (
  user_id text PRIMARY KEY,
  customer_id text,
  subscription_id text,
  status text NOT NULL DEFAULT 'none',
  tier text NOT NULL DEFAULT 'free',
  price_id text,
  item_id text,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  current_period_end timestamptz,
  trial_end timestamptz,
  payment_failed boolean NOT NULL DEFAULT false,
  ever_paid boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL
)
--;
CREATE INDEX subscriptions_customer ON subscriptions (customer_id)
--;
CREATE TABLE billing_invoices (
  invoice_id text PRIMARY KEY,
  user_id text NOT NULL,
  number text,
  amount_paid bigint NOT NULL,
  currency text NOT NULL,
  period_start timestamptz,
  period_end timestamptz,
  hosted_invoice_url text,
  paid_at timestamptz NOT NULL
)
--;
CREATE INDEX billing_invoices_user ON billing_invoices (user_id, paid_at DESC)`,
    },
  ];

  async apply(event: RecordedEvent<SubscriptionEvent>, tx: SqlExecutor): Promise<Push[]> {
    // The user's row, made on their first event, then changed by `set` ($3… are `params`).
    const upsert = async (set: string, params: unknown[]) => {
      await tx.query(
        `INSERT INTO subscriptions (user_id, updated_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`,
        [event.data.userId, event.createdAt],
      );
      await tx.query(`UPDATE subscriptions SET ${set}, updated_at = $2 WHERE user_id = $1`, [
        event.data.userId,
        event.createdAt,
        ...(params as string[]),
      ]);
    };
    // The plan as GET /api/payments/subscription returns it, to the user's sockets, so the page
    // shows the new tier when Stripe's webhook lands.
    const pushSummary = async (): Promise<Push[]> => [
      {
        key: `subscription:${event.data.userId}`,
        event: 'subscription.updated',
        rooms: [userRoom(event.data.userId)],
        payload: await new BillingDirectory(tx).summary(event.data.userId),
      },
    ];
    switch (event.type) {
      case 'CheckoutStarted':
        return [];
      case 'CheckoutCompleted':
        await upsert('customer_id = $3, subscription_id = COALESCE($4, subscription_id)', [
          event.data.customerId,
          event.data.subscriptionId,
        ]);
        return [];
      case 'SubscriptionActivated':
      case 'SubscriptionChanged': {
        const d = event.data;
        await upsert(
          `customer_id = $3, subscription_id = $4, status = $5, tier = $6, price_id = $7,
           item_id = $8, cancel_at_period_end = $9, current_period_end = $10, trial_end = $11,
           payment_failed = $12, ever_paid = ever_paid OR $13`,
          [
            d.customerId,
            d.subscriptionId,
            d.status,
            tierOf({ subscription: d }),
            d.priceId,
            d.itemId,
            d.cancelAtPeriodEnd,
            d.currentPeriodEnd,
            d.trialEnd,
            paymentFailing(d.status),
            grantsTier(d.status),
          ],
        );
        return pushSummary();
      }
      case 'SubscriptionCanceled':
        await upsert(`status = 'canceled', tier = 'free', cancel_at_period_end = false`, []);
        return pushSummary();
      case 'InvoicePaid': {
        const d = event.data;
        await upsert('payment_failed = false, ever_paid = true', []);
        await tx.query(
          `INSERT INTO billing_invoices (invoice_id, user_id, number, amount_paid, currency,
             period_start, period_end, hosted_invoice_url, paid_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (invoice_id) DO NOTHING`,
          [
            d.invoiceId,
            d.userId,
            d.number,
            d.amountPaid,
            d.currency,
            d.periodStart,
            d.periodEnd,
            d.hostedInvoiceUrl,
            d.paidAt,
          ],
        );
        return pushSummary();
      }
      case 'PaymentFailed':
        await upsert('payment_failed = true', []);
        return pushSummary();
    }
  }
}
