import { useId, type ReactNode } from 'react';
import { SearchIcon } from '../icons';

export const controlClass =
  'block w-full rounded-xl border border-neutral-300 bg-white px-3.5 py-2.5 text-base text-neutral-900 shadow-xs focus:border-brand-500 focus:ring-4 focus:ring-brand-600/15 focus:outline-none sm:text-sm';

type SelectProps<Value extends string> = {
  label: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
};

export const FilterSelect = <Value extends string>({
  label,
  value,
  options,
  onChange,
}: SelectProps<Value>) => {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className={controlClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};

type SearchBoxProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
};

export const SearchBox = ({ label, placeholder, value, onChange }: SearchBoxProps) => {
  const id = useId();
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-neutral-400" />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={`${controlClass} pl-10`}
      />
    </div>
  );
};

/** The filters row: wraps on phones, one line on wide screens. */
export const Toolbar = ({ children }: { children: ReactNode }) => (
  <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center lg:flex-nowrap">
    {children}
  </div>
);
