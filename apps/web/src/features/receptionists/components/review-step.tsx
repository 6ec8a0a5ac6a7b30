import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { dayLabel, formatOpeningHours, openDays, timezoneLabel } from '../utils/business-hours';
import { areaCodeOf } from '../utils/phone';
import { submittedValues } from '../utils/receptionist-form';
import type { StepProps } from './wizard-steps';

type ReviewRowProps = {
  label: string;
  /** The step to go back to. */
  step: number;
  onEdit: (step: number) => void;
  children: ReactNode;
};

const ReviewRow = ({ label, step, onEdit, children }: ReviewRowProps) => (
  <div className="flex items-start justify-between gap-3 py-2.5">
    <div className="min-w-0 flex-1 sm:grid sm:grid-cols-[8rem_1fr] sm:gap-3">
      <dt className="text-xs font-semibold tracking-wide text-neutral-500 uppercase sm:pt-0.5">
        {label}
      </dt>
      <dd className="mt-0.5 text-sm break-words text-neutral-900 sm:mt-0">{children}</dd>
    </div>
    <button
      type="button"
      onClick={() => onEdit(step)}
      className="-my-1 shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      Edit<span className="sr-only"> {label.toLowerCase()}</span>
    </button>
  </div>
);

const List = ({ items }: { items: string[] }) =>
  items.length === 0 ? (
    <span className="text-neutral-500">None</span>
  ) : (
    <ul className="list-disc pl-4">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );

type ReviewStepProps = StepProps & { onEdit: (step: number) => void };

/**
 * Step 7: what will be sent (with the submit defaults applied), the charge notice and the terms
 * checkbox. Creating outside test mode buys a number charged to the account (001 §1).
 */
export const ReviewStep = ({
  form,
  dispatch,
  mode,
  testMode,
  existingNumber,
  onEdit,
}: ReviewStepProps) => {
  const values = submittedValues(form);
  const days = openDays(form.operatingHours);
  const areaCode = areaCodeOf(form.phoneNumber);
  const charged = mode === 'create' && !testMode;
  return (
    <div className="flex flex-col gap-5">
      <dl className="divide-y divide-neutral-100 rounded-xl border border-neutral-200 px-4">
        <ReviewRow label="Company" step={1} onEdit={onEdit}>
          {form.companyName.trim() || <span className="text-neutral-500">Not set</span>}
        </ReviewRow>
        <ReviewRow label="Receptionist" step={1} onEdit={onEdit}>
          {values.receptionistName || <span className="text-neutral-500">Not set</span>}
        </ReviewRow>
        <ReviewRow label="Phone number" step={2} onEdit={onEdit}>
          {existingNumber ??
            (areaCode ? (
              `A new number in area code ${areaCode}`
            ) : (
              <span className="text-neutral-500">No area code yet</span>
            ))}
        </ReviewRow>
        <ReviewRow label="Tone" step={3} onEdit={onEdit}>
          {values.tone}
        </ReviewRow>
        <ReviewRow label="Goals" step={3} onEdit={onEdit}>
          <List items={values.goals} />
        </ReviewRow>
        <ReviewRow label="Greeting" step={4} onEdit={onEdit}>
          “{values.greeting}”
        </ReviewRow>
        <ReviewRow label="Follow-ups" step={4} onEdit={onEdit}>
          <List items={values.followUps} />
        </ReviewRow>
        <ReviewRow label="Call forwarding" step={5} onEdit={onEdit}>
          {values.callForwarding || <span className="text-neutral-500">No forwarding</span>}
        </ReviewRow>
        <ReviewRow label="Business hours" step={6} onEdit={onEdit}>
          {days.length === 0 ? (
            'None: your AI receptionist answers every call, 24/7'
          ) : (
            <ul>
              {days.map((day) => {
                const hours = form.operatingHours[day];
                return (
                  hours && (
                    <li key={day}>
                      {dayLabel(day)}: {formatOpeningHours(hours)}
                    </li>
                  )
                );
              })}
            </ul>
          )}
          <span className="mt-0.5 block text-xs text-neutral-500">
            {timezoneLabel(form.timezone)}
          </span>
        </ReviewRow>
      </dl>

      {mode === 'create' &&
        (testMode ? (
          <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
            <strong className="font-semibold">Test mode:</strong> no phone number is bought and
            nothing is charged. Your receptionist uses the shared development number.
          </p>
        ) : (
          <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100">
            <strong className="font-semibold">Charge notice:</strong> creating this receptionist
            buys a phone number{areaCode ? ` in area code ${areaCode}` : ''}, charged to your
            account.
          </p>
        ))}

      <label className="flex items-start gap-2.5 text-sm text-neutral-800">
        <input
          type="checkbox"
          checked={form.termsAgreed}
          onChange={(event) =>
            dispatch({ type: 'changed', change: { termsAgreed: event.target.checked } })
          }
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
        />
        <span>
          I agree to the{' '}
          <Link
            to={paths.terms}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-700 hover:underline"
          >
            Terms of Service<span className="sr-only"> (opens in a new tab)</span>
          </Link>
          {charged ? ' and to the charge for the phone number.' : '.'}
        </span>
      </label>
    </div>
  );
};
