import type { Tier } from '@vanilla/contracts';
import { Link } from 'react-router';
import { CreditCardIcon, ReceiptIcon } from '../../../components/icons';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { plans } from '../plans';

type BillingSettingsProps = {
  /** The account's tier from the session check; null while it is not known yet. */
  tier: Tier | null;
};

/** Settings → Billing & Subscription (001 §2): the current plan and the billing history. */
export const BillingSettings = ({ tier }: BillingSettingsProps) => {
  const plan = tier ? plans[tier] : null;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="current-plan-title" className="flex flex-col gap-4">
        <h3 id="current-plan-title" className="text-base font-semibold text-neutral-900">
          Current plan
        </h3>
        {plan && tier ? (
          <div className="flex flex-col gap-5 rounded-2xl border border-neutral-200 bg-gradient-to-br from-white to-brand-50/60 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
            <div className="flex items-start gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
                <CreditCardIcon className="size-6" />
              </span>
              <div>
                <p className="text-lg font-semibold text-neutral-900">{plan.name}</p>
                <p className="mt-0.5 text-neutral-600">
                  <span className="text-2xl font-bold text-neutral-950">${plan.monthlyPrice}</span>{' '}
                  per month
                </p>
              </div>
            </div>
            <Link
              to={paths.pricing}
              className={buttonClass(tier === 'free' ? 'primary' : 'secondary')}
            >
              {tier === 'free' ? 'Upgrade Plan' : 'Manage Plan'}
            </Link>
          </div>
        ) : (
          <Spinner label="Loading your plan…" className="justify-start py-4" />
        )}
      </section>
      <section aria-labelledby="billing-history-title" className="flex flex-col gap-4">
        <h3 id="billing-history-title" className="text-base font-semibold text-neutral-900">
          Billing History
        </h3>
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-neutral-300 px-4 py-10 text-center">
          <ReceiptIcon className="size-7 text-neutral-400" />
          <p className="text-sm text-neutral-500">No billing history available</p>
        </div>
      </section>
    </div>
  );
};
