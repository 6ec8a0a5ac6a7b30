import { useId, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { inputClass } from './text-field';

type FormSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
  label: string;
  options: readonly { value: string; label: string }[];
};

/** A labelled native select in the look of the text fields. */
export const FormSelect = ({ label, options, className = '', ...props }: FormSelectProps) => {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <select id={id} className={`${inputClass} border-neutral-300`} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { label: string };

export const TextArea = ({ label, className = '', ...props }: TextAreaProps) => {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <textarea id={id} className={`${inputClass} border-neutral-300`} {...props} />
    </div>
  );
};
