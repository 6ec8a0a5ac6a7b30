import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { PricingNavState } from '../../../lib/payments';
import { mainAction, type MainAction, type Viewer } from '../utils/main-action';

/**
 * The payment steps the main button takes, handed in by the route (billing owns payments): each
 * resolves to a failure message, or null when the browser is leaving for Stripe.
 */
export type PlanPayments = {
  checkoutSuperPro: () => Promise<string | null>;
  openPortal: () => Promise<string | null>;
};

/**
 * The main button's action (000 §2, §4, §8; 001 §4, §6, §8), shared by the hero and the closing
 * call to action so both read "Processing..." while it runs:
 * - a visitor signs up (and comes back here);
 * - a free account checks out Super Pro;
 * - an account on another paid plan opens the customer portal.
 * When checkout or the portal fails, the user is sent to /pricing, which shows the message.
 */
export const useMainAction = (
  viewer: Viewer,
  { checkoutSuperPro, openPortal }: PlanPayments,
): { action: MainAction | null; act: () => void } => {
  const [processing, setProcessing] = useState(false);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const action = mainAction(viewer, processing);
  const kind = action?.kind;

  // Back from Stripe through the browser's history, the page may come back as it was left.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessing(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const act = useCallback(() => {
    if (kind === 'start-trial') {
      const returnTo = `${pathname}${search}`;
      void navigate(`${paths.signUp}?${new URLSearchParams({ returnTo }).toString()}`);
      return;
    }
    if (kind !== 'upgrade' && kind !== 'manage-plan') return;
    setProcessing(true);
    void (async () => {
      const failure = kind === 'upgrade' ? await checkoutSuperPro() : await openPortal();
      // null: the browser is on its way to Stripe, and the button keeps "Processing...".
      if (failure === null) return;
      setProcessing(false);
      const state: PricingNavState = { paymentError: failure };
      await navigate(paths.pricing, { state });
    })();
  }, [kind, pathname, search, navigate, checkoutSuperPro, openPortal]);

  return { action, act };
};
