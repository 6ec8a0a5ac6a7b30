import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { plans } from '@vanilla/contracts';
import { formatDollars } from '../../../lib/payments';
import { usePaymentsConfigQuery, useSubscriptionQuery } from '../api/payments-api';
import { usePaymentScript } from '../hooks/use-payment-script';
import { usePlanActions } from '../hooks/use-plan-actions';
import {
  advertisesTrial,
  planButtons,
  planLabels,
  type PricingViewer,
} from '../utils/plan-buttons';
import { pricingPlans } from '../utils/pricing-plans';
import { PlanCard } from './plan-card';

const USER_LOAD_FAILED = 'Could not load user data. Please try again.';

type PricingPageProps = {
  viewer: PricingViewer;
  /** The signed-in account, whose subscription is loaded; null for visitors. */
  accountId: string | null;
  /** The session check failed: the banner of 000 §8 shows and the viewer counts as signed out. */
  userLoadFailed: boolean;
  onRetryUserLoad: () => void;
  /** A checkout or portal failure carried here from another page (000 §8). */
  carriedError: string | null;
  /** The signed-in account's plan state (trial, cancellation, payment), composed in by the route. */
  planStatus: ReactNode;
  /** The signed-in account's usage this month, composed in by the route. */
  usage: ReactNode;
};

/**
 * /pricing (000 §2, §4, §5, §8, §9): the Free and Super Pro cards with a button per user state,
 * and for a signed-in account its plan and this month's usage. The ViewContent marketing pixel of
 * 000 §7 is left out on purpose: the product loads no third-party ad scripts.
 */
export const PricingPage = ({
  viewer,
  accountId,
  userLoadFailed,
  onRetryUserLoad,
  carriedError,
  planStatus,
  usage,
}: PricingPageProps) => {
  const config = usePaymentsConfigQuery();
  const customer = viewer.kind === 'customer' ? viewer : null;
  const subscription = useSubscriptionQuery(accountId ?? '', { skip: !customer || !accountId });
  // Stripe.js is only needed by the one path through checkout on this page: a free account's.
  const publishableKey = config.isError ? null : config.data?.publishableKey;
  const paymentScript = usePaymentScript(publishableKey, customer?.tier === 'free');
  const actions = usePlanActions({ prices: config.data?.prices, paymentScript });
  const [carriedDismissed, setCarriedDismissed] = useState(false);

  const summary = subscription.data;
  const cancelScheduled = Boolean(summary?.cancel_at_period_end);
  const shownCarriedError = carriedDismissed ? null : carriedError;
  const errorFor = (tier: string) => (actions.error?.tier === tier ? actions.error.message : null);
  // A plan without a card of its own (Pro) is managed from the "Your plan" panel.
  const hasCard = (tier: string) => pricingPlans.some((plan) => plan.tier === tier);
  const panelBusy = actions.busy !== null && !hasCard(actions.busy.tier);

  return (
    <div className="relative isolate">
      <title>Pricing · Vanilla</title>
      <div
        aria-hidden="true"
        className="absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_65%)]"
      />
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 pt-12 pb-20 sm:px-6 sm:pt-20 lg:px-8">
        <header className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Pricing</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-neutral-950 sm:text-5xl">
            Plans that answer every call
          </h1>
          <p className="mt-4 text-lg text-pretty text-neutral-600">
            Start free and train your AI receptionist. Move to Super Pro when you want call notes,
            an AI CRM and proposals written for you.
          </p>
        </header>

        {(userLoadFailed || shownCarriedError) && (
          <div className="mx-auto flex w-full max-w-4xl flex-col gap-3">
            {userLoadFailed && (
              <Alert tone="error">
                <div
                  data-testid="pricing-user-load-error"
                  className="flex flex-wrap items-center gap-x-3 gap-y-1"
                >
                  <span className="flex-1">{USER_LOAD_FAILED}</span>
                  <button
                    type="button"
                    onClick={onRetryUserLoad}
                    className="font-semibold underline-offset-2 hover:underline"
                  >
                    Try again
                  </button>
                </div>
              </Alert>
            )}
            {shownCarriedError && (
              <Alert tone="error" onDismiss={() => setCarriedDismissed(true)}>
                <span data-testid="pricing-error">{shownCarriedError}</span>
              </Alert>
            )}
          </div>
        )}

        {customer && (
          <section
            aria-labelledby="your-plan-title"
            data-testid="pricing-current-plan"
            className="mx-auto grid w-full max-w-4xl gap-6 rounded-3xl border border-neutral-200 bg-white/90 p-5 shadow-sm sm:p-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-8"
          >
            <div className="flex flex-col items-start gap-3">
              <h2 id="your-plan-title" className="text-lg font-semibold text-neutral-950">
                Your plan
              </h2>
              <p className="text-neutral-600">
                You are on the{' '}
                <strong className="font-semibold text-neutral-900">
                  {plans[customer.tier].name}
                </strong>{' '}
                plan, {formatDollars(plans[customer.tier].monthlyPrice)} per month.
              </p>
              {planStatus}
              {!hasCard(customer.tier) && (
                <button
                  type="button"
                  data-testid="pricing-manage-plan"
                  disabled={actions.busy !== null}
                  aria-busy={panelBusy || undefined}
                  onClick={() => actions.manageCurrentPlan(customer.tier)}
                  className="inline-flex items-center justify-center rounded-xl border border-neutral-300 bg-white px-4 py-2.5 text-sm font-semibold text-neutral-800 transition-colors hover:bg-neutral-50 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {panelBusy ? planLabels.processing : planLabels.manage}
                </button>
              )}
              {errorFor(customer.tier) && !hasCard(customer.tier) && (
                <Alert tone="error" onDismiss={actions.dismissError} className="w-full">
                  <span data-testid="pricing-manage-error">{errorFor(customer.tier)}</span>
                </Alert>
              )}
            </div>
            <div className="min-w-0">{usage}</div>
          </section>
        )}

        <div className="mx-auto grid w-full max-w-4xl gap-6 md:grid-cols-2">
          {pricingPlans.map((plan) => (
            <PlanCard
              key={plan.tier}
              plan={plan}
              current={customer?.tier === plan.tier}
              trial={advertisesTrial(plan, viewer, summary?.trial_eligible)}
              buttons={planButtons(plan, viewer, { busy: actions.busy, cancelScheduled })}
              onAct={(button) => actions.act(plan.tier, button)}
              error={errorFor(plan.tier)}
              onDismissError={actions.dismissError}
            />
          ))}
        </div>

        <p className="mx-auto max-w-2xl text-center text-sm text-neutral-500">
          Prices in US dollars. Super Pro is billed per user each month; call time beyond the 100
          included minutes is billed at $1 per minute in credits. Paid plans can be changed or
          cancelled at any time.
        </p>
      </div>
    </div>
  );
};
