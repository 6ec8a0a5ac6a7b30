import type {
  CheckoutSessionResponse,
  ConnectOnboardingResponse,
  ConnectStatusResponse,
  PaymentsConfigResponse,
  PortalSessionResponse,
  SubscriptionSummary,
  UpgradeSubscriptionResponse,
} from '@vanilla/contracts';
import type {
  CreateCheckoutSessionRequest,
  UpgradeSubscriptionRequest,
} from '@vanilla/contracts/dto';
import { useCallback } from 'react';
import { baseApi, checkedCall, SESSION_TAG } from '../../../lib/base-api';
import { patchCacheOnEvent } from '../../../lib/socket';
import {
  checkoutErrorMessage,
  isNavigableUrl,
  paymentMessages,
  portalErrorMessage,
} from '../../../lib/payments';

const SUBSCRIPTION_TAG = 'Subscription';

// The payments calls of 000 §7 and 001 §7, shared by the pricing page, Settings → Billing &
// Subscription and the voice-agents landing page.
const paymentsApi = baseApi.enhanceEndpoints({ addTagTypes: [SUBSCRIPTION_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    // Public: the price ids and whether checkout is configured at all.
    paymentsConfig: build.query<PaymentsConfigResponse, void>({
      query: () => checkedCall('/api/payments/config'),
    }),
    // The argument is the signed-in account's id: it only keys the cache, so one user's plan is
    // never shown to the next one signing in on this browser. Kept live by `subscription.updated`,
    // which carries this very row once Stripe's webhook has changed the plan.
    subscription: build.query<SubscriptionSummary, string>({
      query: () => checkedCall('/api/payments/subscription'),
      providesTags: [SUBSCRIPTION_TAG],
      async onCacheEntryAdded(accountId, lifecycle) {
        await patchCacheOnEvent(
          lifecycle,
          'subscription.updated',
          (draft, row) => {
            // The session's tier (GET /auth/check-auth) decides the plan buttons: ask again.
            if (draft.tier !== row.tier)
              lifecycle.dispatch(baseApi.util.invalidateTags([SESSION_TAG]));
            Object.assign(draft, row);
          },
          // Fetched afresh on every (re)connection, not when the socket is refused: the plan alone
          // does not sign the page out, the page's next call does (with its own message).
          (reason) => {
            if (reason !== 'connected') return;
            void lifecycle.dispatch(
              paymentsApi.endpoints.subscription.initiate(accountId, {
                forceRefetch: true,
                subscribe: false,
              }),
            );
          },
        );
      },
    }),
    createCheckoutSession: build.mutation<CheckoutSessionResponse, CreateCheckoutSessionRequest>({
      query: (body) => checkedCall('/api/payments/create-checkout-session', 'POST', body),
    }),
    createPortalSession: build.mutation<PortalSessionResponse, void>({
      query: () => checkedCall('/api/payments/create-customer-portal-session', 'POST'),
    }),
    // Settings → Get paid (managers): the company's Stripe account for deposits. Asked afresh on
    // each visit: coming back from Stripe's onboarding is when it changes.
    connectStatus: build.query<ConnectStatusResponse, void>({
      query: () => checkedCall('/api/payments/connect'),
      keepUnusedDataFor: 0,
    }),
    startConnectOnboarding: build.mutation<ConnectOnboardingResponse, void>({
      query: () => checkedCall('/api/payments/connect', 'POST'),
    }),
    upgradeSubscription: build.mutation<UpgradeSubscriptionResponse, UpgradeSubscriptionRequest>({
      query: (body) => checkedCall('/api/payments/upgrade-subscription', 'POST', body),
      invalidatesTags: [SUBSCRIPTION_TAG],
    }),
  }),
});

export const {
  useConnectStatusQuery,
  useStartConnectOnboardingMutation,
  usePaymentsConfigQuery,
  useLazyPaymentsConfigQuery,
  useSubscriptionQuery,
  useUpgradeSubscriptionMutation,
} = paymentsApi;

/** null once the browser is on its way to the payment page, else the message to show. */
export type RedirectOutcome = string | null;

const leaveFor = (url: unknown, missing: string): RedirectOutcome => {
  if (!isNavigableUrl(url)) return missing;
  window.location.assign(url);
  return null;
};

/**
 * Stripe's hosted checkout and customer portal (000 §4, §7): the server opens a session and the
 * browser goes to its URL. Each call resolves to the failure message of 000 §8, or null when the
 * browser is leaving.
 */
export const usePaymentRedirects = () => {
  const [createCheckout, checkoutState] = paymentsApi.useCreateCheckoutSessionMutation();
  const [createPortal, portalState] = paymentsApi.useCreatePortalSessionMutation();

  const checkout = useCallback(
    async (priceId: string): Promise<RedirectOutcome> => {
      try {
        const { checkoutUrl } = await createCheckout({ priceId }).unwrap();
        return leaveFor(checkoutUrl, paymentMessages.checkoutNoUrl);
      } catch (error) {
        return checkoutErrorMessage(error);
      }
    },
    [createCheckout],
  );

  const openPortal = useCallback(async (): Promise<RedirectOutcome> => {
    try {
      const { url } = await createPortal().unwrap();
      return leaveFor(url, paymentMessages.portalFailed);
    } catch (error) {
      return portalErrorMessage(error);
    }
  }, [createPortal]);

  return {
    checkout,
    openPortal,
    busy: checkoutState.isLoading || portalState.isLoading,
  };
};
