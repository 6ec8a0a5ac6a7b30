import type { Tier } from '@vanilla/contracts';
import { describeApiFailure } from './api-error';

// What the pricing page, Settings → Billing & Subscription and the voice-agents landing page share
// about plans and payments. Pure, so it is tested without a browser.

// The plans' names, prices and allowances are the contracts' `plans`.

/** Whole dollars without cents, others with them: 7 → "$7", 7.5 → "$7.50", 1200 → "$1,200". */
export const formatDollars = (dollars: number): string =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(dollars);

// Order of the tiers, for telling an upgrade from a downgrade.
export const tierRank: Record<Tier, number> = { free: 0, pro: 1, super_pro: 2 };

// 000 §8 and 001 §8.
export const paymentMessages = {
  checkoutNotReady: 'Payment system is not ready for checkout. Please try again in a moment.',
  checkoutFailed: 'Could not initiate checkout session.',
  checkoutNetwork: 'Could not retrieve a checkout session. Please try again.',
  checkoutNoUrl: 'No checkout URL returned',
  portalFailed: 'Could not open customer portal.',
  portalNetwork: 'Could not open customer portal. Please try again.',
  planChangeFailed: 'Could not change your plan. Please try again.',
  planChangeStarted: 'Your plan is being updated! Refreshing page to see changes...',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

type FailureTexts = { refused: string; network: string };

// The server's own `error` text when it sent one; `refused` for a refusal without a reason (or an
// answer that is not JSON); `network` when nothing answered; the generic text for our own bugs.
const failureMessage = (error: unknown, texts: FailureTexts): string => {
  const failure = describeApiFailure(error);
  switch (failure.kind) {
    case 'server':
      return failure.message ?? texts.refused;
    case 'not-json':
      return texts.refused;
    case 'network':
      return texts.network;
    default:
      return paymentMessages.unexpected;
  }
};

/** A failed POST /api/payments/create-checkout-session. */
export const checkoutErrorMessage = (error: unknown): string =>
  failureMessage(error, {
    refused: paymentMessages.checkoutFailed,
    network: paymentMessages.checkoutNetwork,
  });

/** A failed POST /api/payments/create-customer-portal-session. */
export const portalErrorMessage = (error: unknown): string =>
  failureMessage(error, {
    refused: paymentMessages.portalFailed,
    network: paymentMessages.portalNetwork,
  });

/** A failed POST /api/payments/upgrade-subscription. */
export const planChangeErrorMessage = (error: unknown): string =>
  failureMessage(error, {
    refused: paymentMessages.planChangeFailed,
    network: paymentMessages.planChangeFailed,
  });

/** What to tell the user once a plan change was accepted, before the page reloads. */
export const planChangeSuccessMessage = (serverMessage: string | null | undefined): string =>
  serverMessage?.trim() || paymentMessages.planChangeStarted;

/** Only http(s) addresses are followed: a payment page is never a `javascript:` URL. */
export const isNavigableUrl = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

// Router state of a page that sends the user to /pricing after a failed checkout or portal call
// (000 §8: on the voice-agents page the message shows and the user is sent to /pricing).
export type PricingNavState = { paymentError: string };

// History state can hold anything an older entry left there.
const MAX_MESSAGE_LENGTH = 300;

/** The failure message carried to /pricing, or null. */
export const readPaymentError = (state: unknown): string | null => {
  if (typeof state !== 'object' || state === null) return null;
  const { paymentError } = state as Partial<Record<keyof PricingNavState, unknown>>;
  if (typeof paymentError !== 'string') return null;
  const text = paymentError.trim();
  return text === '' ? null : text.slice(0, MAX_MESSAGE_LENGTH);
};
