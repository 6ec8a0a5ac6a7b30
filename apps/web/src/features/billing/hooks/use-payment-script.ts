import { useCallback, useEffect, useState } from 'react';
import type { PaymentScriptStatus } from '../utils/plan-buttons';

// Stripe.js, from Stripe's own network as Stripe requires (000 §7). Checkout itself happens on the
// hosted page the server's session URL opens; Stripe wants Stripe.js on the page that leads there
// for its fraud signals, and the spec only lets a free account check out once it has loaded.
const STRIPE_JS_URL = 'https://js.stripe.com/v3';

type StripeFactory = (publishableKey: string) => unknown;

const stripeFactory = (): StripeFactory | null => {
  const candidate = (window as Window & { Stripe?: unknown }).Stripe;
  return typeof candidate === 'function' ? (candidate as StripeFactory) : null;
};

// One load per page life; a failed load is forgotten so the next attempt adds the script again.
let pending: Promise<StripeFactory | null> | null = null;

const loadStripeJs = (): Promise<StripeFactory | null> => {
  const loaded = stripeFactory();
  if (loaded) return Promise.resolve(loaded);
  pending ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => {
      const factory = stripeFactory();
      if (!factory) {
        script.remove();
        pending = null;
      }
      resolve(factory);
    };
    script.onerror = () => {
      script.remove();
      pending = null;
      resolve(null);
    };
    document.head.append(script);
  });
  return pending;
};

/**
 * Loads Stripe.js with the publishable key when `enabled` and a key is configured, and says
 * honestly whether it is usable: a script that failed to load, or that loaded without `Stripe`,
 * or that refused the key, is `failed`. `retry` loads it again after a failure.
 */
export const usePaymentScript = (
  publishableKey: string | null | undefined,
  enabled: boolean,
): { status: PaymentScriptStatus; retry: () => void } => {
  const [outcome, setOutcome] = useState<{ key: string; ready: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled || !publishableKey) return;
    let current = true;
    void loadStripeJs().then((factory) => {
      if (!current) return;
      let ready = false;
      if (factory) {
        try {
          factory(publishableKey);
          ready = true;
        } catch {
          ready = false;
        }
      }
      setOutcome({ key: publishableKey, ready });
    });
    return () => {
      current = false;
    };
  }, [enabled, publishableKey, attempt]);

  const retry = useCallback(() => {
    setOutcome(null);
    setAttempt((count) => count + 1);
  }, []);

  let status: PaymentScriptStatus;
  if (publishableKey === undefined) status = 'loading';
  else if (!publishableKey || !enabled) status = 'unconfigured';
  else if (outcome?.key !== publishableKey) status = 'loading';
  else status = outcome.ready ? 'ready' : 'failed';
  return { status, retry };
};
