import type { Tier } from '@vanilla/contracts';
import { Link } from 'react-router';
import { CreditCardIcon } from '../../../components/icons';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { plans } from '@vanilla/contracts';
import { formatDollars } from '../../../lib/payments';
import { useSubscriptionQuery } from '../api/payments-api';
import { BillingHistory } from './billing-history';
import { LoadFailed } from './load-failed';
import { MonthlyUsage } from './monthly-usage';
import { PlanStatusNotes } from './plan-status-notes';

type BillingSettingsProps = {
  /** The account's tier from the session check; null while it is not known yet. */
  tier: Tier | null;
  /** The signed-in account, whose subscription is loaded; null while it is not known yet. */
  accountId: string | null;
};

const LOAD_FAILED = 'Could not load your billing details. Please try again.';

/**
 * Settings → Billing & Subscription (001 §2): the current plan with its price and state, a button
 * to the pricing page, this month's usage and the paid invoices.
 */
export const BillingSettings = ({ tier, accountId }: BillingSettingsProps) => {
  const subscription = useSubscriptionQuery(accountId ?? '', { skip: !accountId });
  const summary = subscription.data;
  // The subscription is the fresher word on the plan; the session check answers first.
  const currentTier = summary?.tier ?? tier;
  const plan = currentTier ? plans[currentTier] : null;
  const failed = subscription.isError && !summary;
  const retry = () => void subscription.refetch();

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="current-plan-title" className="flex flex-col gap-4">
        <h3 id="current-plan-title" className="text-base font-semibold text-neutral-900">
          Current plan
        </h3>
        {plan && currentTier ? (
          <div
            data-testid="billing-current-plan"
            className="flex flex-col gap-5 rounded-2xl border border-neutral-200 bg-gradient-to-br from-white to-brand-50/60 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
          >
            <div className="flex items-start gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
                <CreditCardIcon className="size-6" />
              </span>
              <div className="flex flex-col gap-2">
                <div>
                  <p
                    data-testid="billing-plan-name"
                    className="text-lg font-semibold text-neutral-900"
                  >
                    {plan.name}
                  </p>
                  <p className="mt-0.5 text-neutral-600">
                    <span
                      data-testid="billing-plan-price"
                      className="text-2xl font-bold text-neutral-950"
                    >
                      {formatDollars(plan.monthlyPrice)}
                    </span>{' '}
                    per month
                  </p>
                </div>
                {summary && <PlanStatusNotes summary={summary} />}
              </div>
            </div>
            <Link
              to={paths.pricing}
              data-testid="billing-plan-link"
              className={buttonClass(currentTier === 'free' ? 'primary' : 'secondary', 'shrink-0')}
            >
              {currentTier === 'free' ? 'Upgrade Plan' : 'Manage Plan'}
            </Link>
          </div>
        ) : (
          <Spinner label="Loading your plan…" className="justify-start py-4" />
        )}
      </section>

      {summary ? (
        <MonthlyUsage usage={summary.usage} />
      ) : failed ? null : (
        <Spinner label="Loading this month's usage…" className="justify-start py-2" />
      )}

      <section aria-labelledby="billing-history-title" className="flex flex-col gap-4">
        <h3 id="billing-history-title" className="text-base font-semibold text-neutral-900">
          Billing History
        </h3>
        {summary ? (
          <BillingHistory invoices={summary.invoices} />
        ) : failed ? (
          <LoadFailed message={LOAD_FAILED} onRetry={retry} />
        ) : (
          <Spinner label="Loading your invoices…" className="justify-start py-4" />
        )}
      </section>
    </div>
  );
};
