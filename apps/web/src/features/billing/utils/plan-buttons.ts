import type { PaymentsConfigResponse, Tier } from '@vanilla/contracts';
import { paths } from '../../../config/paths';
import { FREE_PRICE_ID } from '@vanilla/contracts';
import { paymentMessages, tierRank } from '../../../lib/payments';

/** Who is looking at the pricing page, as far as the session check has told. */
export type PricingViewer =
  { kind: 'loading' } | { kind: 'visitor' } | { kind: 'customer'; tier: Tier };

export type PlanAction =
  | { kind: 'sign-up'; href: string }
  // Free to paid: Stripe Checkout for the card's price (000 §4).
  | { kind: 'checkout' }
  // Paid to another plan, the free one included: the plan-change call (000 §4).
  | { kind: 'change-plan' }
  // The plan the account is on: Stripe's customer portal.
  | { kind: 'portal' }
  | { kind: 'none' };

export type PlanButtonRole = 'main' | 'manage';

export type PlanButton = {
  role: PlanButtonRole;
  label: string;
  action: PlanAction;
  disabled: boolean;
};

/** The button being acted on, whose label reads "Processing..." meanwhile. */
export type BusyButton = { tier: Tier; role: PlanButtonRole };

export type PlanButtonState = {
  busy: BusyButton | null;
  /** A paid plan already ends at its period end, so "Downgrade to Free" has nothing left to do. */
  cancelScheduled: boolean;
};

// 000 §9.
export const planLabels = {
  startFree: 'Start Free',
  choose: (name: string) => `Choose ${name}`,
  current: 'Current Plan',
  manage: 'Manage Plan',
  upgrade: (name: string) => `Upgrade to ${name}`,
  downgrade: (name: string) => `Downgrade to ${name}`,
  processing: 'Processing...',
  loading: 'Loading...',
} as const;

/** The sign-up page's `plan` parameter: the lowercased plan name, spaces as underscores. */
export const planParam = (planName: string): string =>
  planName.trim().toLowerCase().replace(/\s+/g, '_');

/** Sign-up from pricing (000 §2): /signup?returnTo=/pricing&plan={plan}. */
export const signUpHref = (planName: string): string =>
  `${paths.signUp}?returnTo=${paths.pricing}&plan=${encodeURIComponent(planParam(planName))}`;

type CardPlan = { tier: Tier; name: string };

type RawButton = Omit<PlanButton, 'disabled'>;

const button = (label: string, action: PlanAction, role: PlanButtonRole = 'main'): RawButton => ({
  role,
  label,
  action,
});

const buttonsFor = (plan: CardPlan, viewer: PricingViewer, state: PlanButtonState): RawButton[] => {
  if (viewer.kind === 'loading') return [button(planLabels.loading, { kind: 'none' })];
  if (viewer.kind === 'visitor') {
    const label = plan.tier === 'free' ? planLabels.startFree : planLabels.choose(plan.name);
    return [button(label, { kind: 'sign-up', href: signUpHref(plan.name) })];
  }
  const current = viewer.tier;
  if (plan.tier === current) {
    const currentPlan = button(planLabels.current, { kind: 'none' });
    return current === 'free'
      ? [currentPlan]
      : [currentPlan, button(planLabels.manage, { kind: 'portal' }, 'manage')];
  }
  if (tierRank[plan.tier] > tierRank[current]) {
    const kind = current === 'free' ? 'checkout' : 'change-plan';
    return [button(planLabels.upgrade(plan.name), { kind })];
  }
  const alreadyScheduled = plan.tier === 'free' && state.cancelScheduled;
  return [
    button(
      planLabels.downgrade(plan.name),
      alreadyScheduled ? { kind: 'none' } : { kind: 'change-plan' },
    ),
  ];
};

/**
 * A plan card's buttons for this viewer (000 §2, §4, §5, §9). Buttons without an action are
 * disabled (the free plan for a free account, everything while loading), and every button is
 * disabled while one of them is being acted on, which reads "Processing...".
 */
export const planButtons = (
  plan: CardPlan,
  viewer: PricingViewer,
  state: PlanButtonState,
): PlanButton[] =>
  buttonsFor(plan, viewer, state).map((raw) => {
    const busy = state.busy?.tier === plan.tier && state.busy.role === raw.role;
    return {
      ...raw,
      label: busy ? planLabels.processing : raw.label,
      disabled: state.busy !== null || raw.action.kind === 'none',
    };
  });

/**
 * The 14-day free trial is advertised on paid plans to visitors and free accounts (000 §9), unless
 * the server says this account has had its trial.
 */
export const advertisesTrial = (
  plan: CardPlan,
  viewer: PricingViewer,
  trialEligible: boolean | undefined,
): boolean => {
  if (plan.tier === 'free') return false;
  if (viewer.kind === 'visitor') return true;
  return viewer.kind === 'customer' && viewer.tier === 'free' && trialEligible !== false;
};

type Prices = PaymentsConfigResponse['prices'];

/** The price id a plan change or checkout sends for this tier; null when it is not configured. */
export const priceIdFor = (tier: Tier, prices: Prices | undefined): string | null =>
  tier === 'free' ? FREE_PRICE_ID : (prices?.[tier] ?? null);

export type PaymentScriptStatus = 'unconfigured' | 'loading' | 'ready' | 'failed';

/**
 * Why a free account's checkout cannot start, or null when it can: the payment script must have
 * loaded (000 §5) and the plan must have a price.
 */
export const checkoutBlocker = (
  scriptStatus: PaymentScriptStatus,
  priceId: string | null,
): string | null => {
  if (scriptStatus !== 'ready') return paymentMessages.checkoutNotReady;
  return priceId ? null : paymentMessages.checkoutFailed;
};
