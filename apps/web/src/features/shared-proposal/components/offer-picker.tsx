import { useId } from 'react';
import { CheckCircleIcon } from '../../../components/icons';
import { formatMoney } from '../../../lib/format';
import {
  selectionTotal,
  toggleAddOn,
  type Offer,
  type OfferSelection,
} from '../utils/offer-selection';

type OfferPickerProps = {
  offer: Offer;
  selection: OfferSelection;
  onChange: (selection: OfferSelection) => void;
  /** Signed (or declined): the choice is shown, no longer made. */
  readOnly: boolean;
};

const card =
  'relative flex cursor-pointer flex-col gap-1 rounded-xl border-2 bg-white p-4 text-left transition-colors has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 has-disabled:cursor-default has-disabled:opacity-50';

/**
 * Good / better / best and the add-ons (issue 20): the client picks one option, which sets the
 * others aside, and any add-ons; the total updates as they go and is what they sign for.
 */
export const OfferPicker = ({ offer, selection, onChange, readOnly }: OfferPickerProps) => {
  const headingId = useId();
  const totalId = useId();
  const total = selectionTotal(offer, selection);
  const options = offer.price_options;
  const addOns = readOnly
    ? offer.add_ons.filter((addOn) => selection.addOnIds.includes(addOn.id))
    : offer.add_ons;
  return (
    <section
      aria-labelledby={headingId}
      className="mx-3 mt-6 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:mx-0 sm:p-8 print:break-inside-avoid print:shadow-none"
    >
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-neutral-950">
        {readOnly ? 'Your choice' : 'Choose your option'}
      </h2>
      {!readOnly && (
        <p className="mt-1 text-sm text-neutral-600">
          Pick one option and any add-ons. The total updates as you choose, and it is what you sign
          for.
        </p>
      )}

      {options.length > 0 && (
        <fieldset className="mt-5">
          <legend className="mb-2 text-sm font-semibold text-neutral-900">Options</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {options.map((option) => (
              <label key={option.id} className={card} data-reading-option={option.id}>
                <input
                  type="radio"
                  name="price-option"
                  value={option.id}
                  checked={selection.optionId === option.id}
                  disabled={readOnly && selection.optionId !== option.id}
                  readOnly={readOnly}
                  onChange={() => {
                    if (!readOnly) onChange({ ...selection, optionId: option.id });
                  }}
                  className="sr-only"
                />
                <span className="flex items-center justify-between gap-2">
                  <span className="font-semibold text-neutral-950">{option.name}</span>
                  {selection.optionId === option.id && (
                    <CheckCircleIcon aria-hidden="true" className="size-5 text-brand-600" />
                  )}
                </span>
                {option.recommended && (
                  <span className="w-fit rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                    Recommended
                  </span>
                )}
                <span className="text-lg font-bold text-neutral-900 tabular-nums">
                  {formatMoney(option.price)}
                </span>
                {option.description && (
                  <span className="text-sm text-neutral-600">{option.description}</span>
                )}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {addOns.length > 0 && (
        <fieldset className="mt-5">
          <legend className="mb-2 text-sm font-semibold text-neutral-900">Add-ons</legend>
          <div className="flex flex-col gap-2">
            {addOns.map((addOn) => (
              <label
                key={addOn.id}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-neutral-200 px-4 py-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-disabled:cursor-default"
              >
                <input
                  type="checkbox"
                  name="add-on"
                  value={addOn.id}
                  checked={selection.addOnIds.includes(addOn.id)}
                  disabled={readOnly}
                  onChange={() => onChange(toggleAddOn(selection, addOn.id))}
                  className="size-4 shrink-0 accent-brand-600"
                />
                <span className="flex-1 text-sm text-neutral-900">{addOn.name}</span>
                <span className="text-sm font-semibold text-neutral-900 tabular-nums">
                  +{formatMoney(addOn.price)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <p
        id={totalId}
        aria-live="polite"
        className="mt-5 flex items-baseline justify-between border-t border-neutral-200 pt-4"
      >
        <span className="text-sm font-medium text-neutral-700">Total</span>
        <span className="text-2xl font-bold text-neutral-950 tabular-nums">
          {formatMoney(total)}
        </span>
      </p>
    </section>
  );
};
