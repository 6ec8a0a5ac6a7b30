import type { PaymentsConfigResponse, Tier } from '@vanilla/contracts';
import { useEffect, useState } from 'react';
import {
  paymentMessages,
  planChangeErrorMessage,
  planChangeSuccessMessage,
} from '../../../lib/payments';
import { usePaymentRedirects, useUpgradeSubscriptionMutation } from '../api/payments-api';
import {
  checkoutBlocker,
  priceIdFor,
  type BusyButton,
  type PaymentScriptStatus,
  type PlanButton,
} from '../utils/plan-buttons';

type PlanActionsOptions = {
  prices: PaymentsConfigResponse['prices'] | undefined;
  paymentScript: { status: PaymentScriptStatus; retry: () => void };
};

/** A failed action's message, shown beside the buttons of the plan it was for. */
export type PlanActionError = { tier: Tier; message: string };

/**
 * What the pricing page's buttons do (000 §4, §5, §8): checkout for a free account, the plan-change
 * call between plans (then an alert; the new tier arrives with `subscription.updated` once Stripe
 * confirms it), the customer portal for the current paid plan.
 * `busy` names the button at work; `error` is the last failure, with the plan it was for.
 */
export const usePlanActions = ({ prices, paymentScript }: PlanActionsOptions) => {
  const { checkout, openPortal } = usePaymentRedirects();
  const [changePlan] = useUpgradeSubscriptionMutation();
  const [busy, setBusy] = useState<BusyButton | null>(null);
  const [error, setError] = useState<PlanActionError | null>(null);

  // Back from Stripe through the browser's history, the page may come back as it was left, with
  // "Processing..." on the button that led there.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // The browser is leaving for Stripe when `message` is null: the button keeps "Processing...".
  const settle = (tier: Tier, message: string | null) => {
    if (message === null) return;
    setError({ tier, message });
    setBusy(null);
  };

  const startCheckout = async (tier: Tier) => {
    const blocker = checkoutBlocker(paymentScript.status, priceIdFor(tier, prices));
    if (blocker) {
      if (paymentScript.status === 'failed') paymentScript.retry();
      setError({ tier, message: blocker });
      return;
    }
    setBusy({ tier, role: 'main' });
    settle(tier, await checkout(priceIdFor(tier, prices) ?? ''));
  };

  const startPlanChange = async (tier: Tier) => {
    const priceId = priceIdFor(tier, prices);
    if (!priceId) {
      setError({ tier, message: paymentMessages.planChangeFailed });
      return;
    }
    setBusy({ tier, role: 'main' });
    try {
      const result = await changePlan({ new_price_id: priceId }).unwrap();
      // 000 §8: the server's message (or the default one) as an alert. The page shows the new
      // plan when Stripe's webhook has recorded it and the server pushes it, not before.
      window.alert(planChangeSuccessMessage(result.message));
      setBusy(null);
    } catch (failure) {
      settle(tier, planChangeErrorMessage(failure));
    }
  };

  const startPortal = async (tier: Tier) => {
    setBusy({ tier, role: 'manage' });
    settle(tier, await openPortal());
  };

  /** Acts on a card's button; sign-up buttons are links and do nothing here. */
  const act = (tier: Tier, button: PlanButton) => {
    if (busy || button.disabled) return;
    setError(null);
    // Marketing pixel events of 000 §7 (a Contact event on plan click) are left out on purpose:
    // the product loads no third-party ad scripts.
    switch (button.action.kind) {
      case 'checkout':
        void startCheckout(tier);
        break;
      case 'change-plan':
        void startPlanChange(tier);
        break;
      case 'portal':
        void startPortal(tier);
        break;
      default:
        break;
    }
  };

  /** The current plan strip's Manage Plan (for a plan without a card of its own). */
  const manageCurrentPlan = (tier: Tier) => {
    if (busy) return;
    setError(null);
    void startPortal(tier);
  };

  return { act, manageCurrentPlan, busy, error, dismissError: () => setError(null) };
};
