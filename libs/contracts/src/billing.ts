import type { Tier } from './accounts.js';

// Plans, payments and usage (000 §2 Pricing, §4 tiers, §7 payments calls, §8, §9; 001 §2 Settings).

// A plan (001 §9): what it costs and what it allows.
export type Plan = {
  name: string;
  // US dollars per user per month.
  monthlyPrice: number;
  // Proposals a user may generate per calendar month.
  proposalsPerMonth: number;
  // AI call minutes included per calendar month (null: no allowance; calls still work).
  callMinutesPerMonth: number | null;
  // Whether step 4 sends the proposal to the client by email and text (000 §9: Super Pro only).
  sendsProposals: boolean;
};

export const plans: Record<Tier, Plan> = {
  free: {
    name: 'Free',
    monthlyPrice: 0,
    proposalsPerMonth: 5,
    callMinutesPerMonth: null,
    sendsProposals: false,
  },
  pro: {
    name: 'Pro',
    monthlyPrice: 60,
    proposalsPerMonth: 25,
    callMinutesPerMonth: null,
    sendsProposals: false,
  },
  super_pro: {
    name: 'Super Pro',
    monthlyPrice: 100,
    proposalsPerMonth: 50,
    callMinutesPerMonth: 100,
    sendsProposals: true,
  },
};

// Minutes beyond the plan's allowance are billed as credits at this price (000 §9).
export const OVERAGE_DOLLARS_PER_MINUTE = 1;

export const TRIAL_DAYS = 14;

export type CheckoutSessionResponse = { success: true; checkoutUrl: string };

export type PortalSessionResponse = { success: true; url: string };

export type UpgradeSubscriptionResponse = { success: true; message: string };

// GET /api/payments/config: what the pricing page needs to show plans and load Stripe.js.
export type PaymentsConfigResponse = {
  success: true;
  // null when checkout is not configured (STRIPE_SECRET_KEY unset).
  publishableKey: string | null;
  checkoutEnabled: boolean;
  prices: PriceIds;
};
// The price ids of the paid plans (FREE_PRICE_ID is the free plan's id for plan changes).
export type PriceIds = { free: string; pro: string | null; super_pro: string | null };

export const FREE_PRICE_ID = 'free';

export type SubscriptionStatus =
  | 'none'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';

export type BillingInvoice = {
  id: string;
  number: string | null;
  // In the currency's smallest unit (cents).
  amount_paid: number;
  currency: string;
  paid_at: string;
  period_start: string | null;
  period_end: string | null;
  hosted_invoice_url: string | null;
};

// GET /api/payments/subscription: the caller's plan, its state, this month's usage and invoices.
export type SubscriptionSummary = {
  success: true;
  tier: Tier;
  status: SubscriptionStatus;
  // The plan ends (drops to free) at the period end.
  cancel_at_period_end: boolean;
  current_period_end: string | null;
  trial_end: string | null;
  // A free or never-subscribed user gets the 14-day trial at checkout.
  trial_eligible: boolean;
  payment_failed: boolean;
  usage: {
    // "YYYY-MM" (UTC).
    month: string;
    proposals_generated: number;
    proposal_limit: number;
    call_minutes: number;
    call_minutes_included: number | null;
    // Minutes beyond the allowance, billed at $1 per minute in credits.
    overage_minutes: number;
    overage_dollars: number;
  };
  invoices: BillingInvoice[];
};

export const proposalLimitMessage = (tier: Tier): string => {
  const { name, proposalsPerMonth: limit } = plans[tier];
  return tier === 'super_pro'
    ? `You have used all ${limit} proposals of your ${name} plan this month. Your allowance renews on the 1st.`
    : `You have used all ${limit} proposals of your ${name} plan this month. Upgrade to Super Pro on the Pricing page for ${plans.super_pro.proposalsPerMonth} proposals a month.`;
};

// Stripe Connect (Settings → Get paid): the company's connected account, where clients pay
// deposits. Deposits are offered only while charges are enabled.
export type ConnectStatusResponse = {
  success: true;
  connected: boolean;
  charges_enabled: boolean;
  account_id: string | null;
};

// Stripe's hosted onboarding for the company's account (single use, expires in minutes).
export type ConnectOnboardingResponse = { success: true; url: string };
