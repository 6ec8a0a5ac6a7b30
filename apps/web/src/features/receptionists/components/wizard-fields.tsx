import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

export const inputClass =
  'block w-full rounded-xl border border-neutral-300 bg-white px-3.5 py-2.5 text-base text-neutral-900 shadow-xs transition-colors placeholder:text-neutral-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-600/15 focus:outline-none disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-500 sm:text-sm';

type StepHeadingProps = { title: string; description: string; ref: Ref<HTMLHeadingElement> };

/** A step's heading; it takes focus when the step opens, so the step is announced. */
export const StepHeading = ({ title, description, ref }: StepHeadingProps) => (
  <div className="mb-5">
    <h3
      ref={ref}
      tabIndex={-1}
      className="text-xl font-semibold tracking-tight text-neutral-950 focus:outline-none"
    >
      {title}
    </h3>
    <p className="mt-1 text-sm text-neutral-600">{description}</p>
  </div>
);

type FieldProps = {
  label: string;
  /** Under the field, tied to it with aria-describedby. */
  hint?: ReactNode;
  className?: string;
};

export const Field = ({
  label,
  hint,
  className = '',
  inputClassName = '',
  ...props
}: FieldProps & { inputClassName?: string } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'className'
  >) => {
  const id = useId();
  const hintId = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? hintId : undefined}
        className={`${inputClass} ${inputClassName}`}
        {...props}
      />
      {hint && (
        <div id={hintId} className="mt-1.5 text-sm text-neutral-500">
          {hint}
        </div>
      )}
    </div>
  );
};

export const TextAreaField = ({
  label,
  hint,
  className = '',
  ...props
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>) => {
  const id = useId();
  const hintId = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <textarea
        id={id}
        aria-describedby={hint ? hintId : undefined}
        className={`${inputClass} resize-y`}
        {...props}
      />
      {hint && (
        <div id={hintId} className="mt-1.5 text-sm text-neutral-500">
          {hint}
        </div>
      )}
    </div>
  );
};

type ChoiceListProps = {
  legend: string;
  hint: string;
  choices: readonly string[];
  checked: readonly string[];
  onToggle: (choice: string) => void;
  /** The choice that reveals the free-text box, its text and its label. */
  other: { choice: string; value: string; label: string; onChange: (value: string) => void };
};

/** Checkboxes of choices; checking "Other" reveals a box for one's own words. */
export const ChoiceList = ({
  legend,
  hint,
  choices,
  checked,
  onToggle,
  other,
}: ChoiceListProps) => {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-sm font-semibold text-neutral-900">{legend}</legend>
      <p id={hintId} className="mt-0.5 text-sm text-neutral-500">
        {hint}
      </p>
      <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {choices.map((choice) => {
          const isChecked = checked.includes(choice);
          return (
            <label
              key={choice}
              className={`flex cursor-pointer items-start gap-2.5 rounded-xl border px-3 py-2.5 text-sm transition-colors ${
                isChecked
                  ? 'border-brand-300 bg-brand-50/60 text-neutral-900'
                  : 'border-neutral-200 text-neutral-700 hover:bg-neutral-50'
              }`}
            >
              <input
                type="checkbox"
                checked={isChecked}
                onChange={() => onToggle(choice)}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              {choice}
            </label>
          );
        })}
      </div>
      {checked.includes(other.choice) && (
        <Field
          label={other.label}
          value={other.value}
          maxLength={500}
          onChange={(event) => other.onChange(event.target.value)}
          className="mt-3"
        />
      )}
    </fieldset>
  );
};
