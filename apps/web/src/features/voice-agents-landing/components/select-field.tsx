import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from '../../../components/icons';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
  label: string;
  /** Shown first, with the value '', until an option is chosen. */
  placeholder: string;
  options: readonly { id: string; label: string }[];
  /** Shown under the field and tied to it; red when `invalid`. */
  hint?: ReactNode;
  invalid?: boolean;
};

/** A labelled native select in the look of components/ui/text-field. */
export const SelectField = ({
  label,
  placeholder,
  options,
  hint,
  invalid = false,
  required,
  className = '',
  ...props
}: SelectFieldProps) => {
  const id = useId();
  const hintId = useId();
  return (
    <div className={className}>
      <div className="mb-1.5 text-sm font-medium text-neutral-800">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </div>
      <div className="relative">
        <select
          id={id}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={hint ? hintId : undefined}
          className={`block w-full appearance-none rounded-xl border bg-white py-2.5 pr-10 pl-3.5 text-base shadow-xs transition-colors focus:border-brand-500 focus:ring-4 focus:ring-brand-600/15 focus:outline-none sm:text-sm ${
            invalid ? 'border-red-400' : 'border-neutral-300'
          } ${props.value === '' ? 'text-neutral-500' : 'text-neutral-900'}`}
          {...props}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.id} value={option.id} className="text-neutral-900">
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute inset-y-0 right-3 my-auto size-5 text-neutral-500" />
      </div>
      {hint && (
        <p
          id={hintId}
          className={`mt-1.5 text-sm ${invalid ? 'text-red-700' : 'text-neutral-500'}`}
        >
          {hint}
        </p>
      )}
    </div>
  );
};
