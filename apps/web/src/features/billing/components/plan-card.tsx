import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { SparklesIcon } from '../../../components/icons';
import { formatDollars } from '../../../lib/payments';
import { planLabels, type PlanButton } from '../utils/plan-buttons';
import type { PricingPlan } from '../utils/pricing-plans';
import { CheckIcon, CrossIcon } from './pricing-icons';

type PlanCardProps = {
  plan: PricingPlan;
  buttons: PlanButton[];
  /** The account is on this plan. */
  current: boolean;
  /** 000 §9: the 14-day free trial is advertised on paid plans to visitors and free accounts. */
  trial: boolean;
  onAct: (button: PlanButton) => void;
  /** Why the last action on this plan failed (000 §8), shown under its buttons. */
  error: string | null;
  onDismissError: () => void;
};

const buttonShape =
  'inline-flex w-full items-center justify-center gap-2 rounded-xl px-4 py-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed';

const mainClass = (plan: PricingPlan, button: PlanButton) => {
  if (button.action.kind === 'none') {
    return `${buttonShape} border border-neutral-200 bg-neutral-50 text-neutral-500`;
  }
  return plan.tier === 'free'
    ? `${buttonShape} border border-brand-200 bg-white text-brand-700 hover:bg-brand-50 disabled:opacity-60`
    : `${buttonShape} bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:opacity-70 disabled:hover:bg-brand-600`;
};

const manageClass = `${buttonShape} border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-50 disabled:opacity-60`;

const PlanButtonControl = ({
  plan,
  button,
  onAct,
}: {
  plan: PricingPlan;
  button: PlanButton;
  onAct: (button: PlanButton) => void;
}) => {
  const testId = `plan-${button.role === 'main' ? 'button' : 'manage'}-${plan.tier}`;
  const className = button.role === 'main' ? mainClass(plan, button) : manageClass;
  if (button.action.kind === 'sign-up') {
    return (
      <Link to={button.action.href} data-testid={testId} className={className}>
        {button.label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      data-testid={testId}
      disabled={button.disabled}
      aria-busy={button.label === planLabels.processing || undefined}
      onClick={() => onAct(button)}
      className={className}
    >
      {button.label}
    </button>
  );
};

/** A plan card (000 §2, §3, §9): gradient header with price, allowances, features, buttons. */
export const PlanCard = ({
  plan,
  buttons,
  current,
  trial,
  onAct,
  error,
  onDismissError,
}: PlanCardProps) => {
  const nameId = `plan-${plan.tier}-name`;
  const paid = plan.tier !== 'free';
  return (
    <article
      aria-labelledby={nameId}
      data-testid={`plan-card-${plan.tier}`}
      className={`flex flex-col overflow-hidden rounded-3xl border bg-white shadow-sm ${
        paid ? 'border-brand-200 shadow-brand-100 lg:shadow-lg' : 'border-neutral-200'
      }`}
    >
      <div className={`bg-gradient-to-br px-6 pt-6 pb-7 text-white sm:px-8 ${plan.gradient}`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={nameId} className="text-xl font-bold tracking-tight">
            {plan.name}
          </h2>
          {current ? (
            <span className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-700">
              Your plan
            </span>
          ) : trial ? (
            <span
              data-testid={`plan-trial-${plan.tier}`}
              className="inline-flex items-center gap-1.5 rounded-full bg-white/20 px-3 py-1 text-xs font-semibold ring-1 ring-white/40"
            >
              <SparklesIcon className="size-3.5" />
              14-day free trial
            </span>
          ) : null}
        </div>
        <p className="mt-2 text-sm text-white/85">{plan.description}</p>
        <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
          <span
            data-testid={`plan-price-${plan.tier}`}
            className="text-5xl font-bold tracking-tight"
          >
            {formatDollars(plan.price)}
          </span>
          <span className="text-sm text-white/85">{plan.priceUnit}</span>
        </p>
      </div>

      <div className="flex flex-1 flex-col gap-6 px-6 py-6 sm:px-8">
        <ul aria-label={`${plan.name} allowances`} className="flex flex-col gap-2">
          {plan.allowances.map((allowance) => (
            <li key={allowance} className="text-sm font-semibold text-neutral-900">
              {allowance}
            </li>
          ))}
        </ul>

        <ul aria-label={`${plan.name} features`} className="flex flex-col gap-2.5">
          {plan.features.map((feature) => (
            <li
              key={feature.label}
              data-included={feature.included}
              className={`flex items-start gap-3 text-sm ${
                feature.included ? 'text-neutral-800' : 'text-neutral-500'
              }`}
            >
              {feature.included ? (
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              ) : (
                <CrossIcon className="mt-0.5 size-4 shrink-0 text-neutral-400" />
              )}
              <span>
                <span className="sr-only">
                  {feature.included ? 'Included: ' : 'Not included: '}
                </span>
                {feature.label}
              </span>
            </li>
          ))}
        </ul>

        <div className="mt-auto flex flex-col gap-2 pt-2">
          {buttons.map((button) => (
            <PlanButtonControl key={button.role} plan={plan} button={button} onAct={onAct} />
          ))}
          {error && (
            <Alert tone="error" onDismiss={onDismissError}>
              <span data-testid={`plan-error-${plan.tier}`}>{error}</span>
            </Alert>
          )}
          {trial && (
            <p className="text-center text-xs text-neutral-500">
              Free for 14 days, then {formatDollars(plan.price)} {plan.priceUnit}.
            </p>
          )}
        </div>
      </div>
    </article>
  );
};
