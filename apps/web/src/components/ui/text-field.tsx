import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Shown under the field, tied to it with aria-describedby. */
  hint?: ReactNode;
  /** Marks the field invalid for assistive technology; the message itself is shown by the form. */
  invalid?: boolean;
  /** Password fields get a show/hide button. */
  revealable?: boolean;
  /** Extra content at the end of the label row (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
};

/** The look of a text input; the border colour is the caller's. */
export const inputClass =
  'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-neutral-900 shadow-xs transition-colors placeholder:text-neutral-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-600/15 focus:outline-none read-only:bg-neutral-50 read-only:text-neutral-600 sm:text-sm';

/** A labelled input. Required fields carry the `required` attribute and a visible asterisk. */
export const TextField = ({
  label,
  hint,
  invalid = false,
  revealable = false,
  labelAside,
  type = 'text',
  required,
  className = '',
  ...props
}: TextFieldProps) => {
  const id = useId();
  const hintId = useId();
  const [revealed, setRevealed] = useState(false);
  const inputType = revealable && revealed ? 'text' : type;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium text-neutral-800">
          <label htmlFor={id}>{label}</label>
          {/* Outside the label so the field's name stays exactly `label`. */}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-red-600">
              *
            </span>
          )}
        </span>
        {labelAside}
      </div>
      <div className="relative">
        <input
          id={id}
          type={inputType}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={hint ? hintId : undefined}
          className={`${inputClass} ${invalid ? 'border-red-400' : 'border-neutral-300'} ${
            revealable ? 'pr-12' : ''
          }`}
          {...props}
        />
        {revealable && (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-label={revealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-1 my-auto flex size-9 items-center justify-center rounded-lg text-neutral-500 transition-colors hover:text-neutral-800"
          >
            {revealed ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-neutral-500">
          {hint}
        </p>
      )}
    </div>
  );
};
