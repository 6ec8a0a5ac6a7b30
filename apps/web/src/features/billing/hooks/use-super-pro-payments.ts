import { useCallback } from 'react';
import { checkoutErrorMessage, paymentMessages } from '../../../lib/payments';
import {
  useLazyPaymentsConfigQuery,
  usePaymentRedirects,
  type RedirectOutcome,
} from '../api/payments-api';

/**
 * The two payment steps another page's button may take (the voice-agents landing page's, composed
 * in by its route): check out Super Pro at its configured price, or open the customer portal.
 * Each resolves to the failure message of 000 §8, or null when the browser is leaving for Stripe.
 */
export const useSuperProPayments = () => {
  const [fetchConfig] = useLazyPaymentsConfigQuery();
  const { checkout, openPortal } = usePaymentRedirects();

  const checkoutSuperPro = useCallback(async (): Promise<RedirectOutcome> => {
    let priceId: string | null;
    try {
      priceId = (await fetchConfig(undefined, true).unwrap()).prices.super_pro;
    } catch (error) {
      return checkoutErrorMessage(error);
    }
    return priceId ? checkout(priceId) : paymentMessages.checkoutFailed;
  }, [fetchConfig, checkout]);

  return { checkoutSuperPro, openPortal };
};
