import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error';
import { isNavigableUrl } from '../../../lib/payments';
import { useConnectStatusQuery, useStartConnectOnboardingMutation } from '../api/payments-api';

const messages = {
  failed: 'Could not open Stripe. Please try again.',
  offline: 'Could not reach the server. Check your connection and try again.',
  noUrl: 'Stripe did not answer with a page to open. Please try again.',
  statusFailed: 'Could not load your Stripe account status.',
} as const;

/**
 * Settings → Get paid (managers): connect the company's Stripe account, where clients pay the
 * deposit of a signed proposal. Until Stripe enables charges on it, deposits are asked but not
 * offered online.
 */
export const GetPaidSettings = () => {
  const status = useConnectStatusQuery();
  const [startOnboarding, onboarding] = useStartConnectOnboardingMutation();
  const [error, setError] = useState<string | null>(null);

  const connect = async () => {
    setError(null);
    try {
      const { url } = await startOnboarding().unwrap();
      if (!isNavigableUrl(url)) return setError(messages.noUrl);
      window.location.assign(url);
    } catch (failure) {
      setError(apiErrorMessage(failure, messages.failed, messages.offline));
    }
  };

  const account = status.data;
  const state = !account
    ? null
    : account.charges_enabled
      ? 'Connected: your clients can pay deposits online.'
      : account.connected
        ? 'Stripe still needs some details before your clients can pay online.'
        : 'Not connected: deposits are asked on proposals but not taken online.';

  return (
    <section aria-labelledby="get-paid-title" className="flex flex-col gap-3">
      <div>
        <h3 id="get-paid-title" className="text-base font-semibold text-neutral-900">
          Get paid: connect Stripe
        </h3>
        <p className="mt-1 text-sm text-neutral-500">
          Clients pay the deposit of a signed proposal into your own Stripe account.
        </p>
      </div>
      <div className="flex flex-col gap-3 rounded-2xl border border-neutral-200 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="text-sm text-neutral-700">
          {status.isError ? messages.statusFailed : (state ?? 'Checking your Stripe account…')}
        </p>
        {account && !account.charges_enabled && (
          <Button
            className="w-full sm:w-auto"
            disabled={onboarding.isLoading}
            onClick={() => void connect()}
          >
            {onboarding.isLoading
              ? 'Opening Stripe…'
              : account.connected
                ? 'Finish Stripe setup'
                : 'Connect Stripe'}
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
};
