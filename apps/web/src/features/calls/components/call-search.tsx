import { useId } from 'react';
import { SearchIcon } from '../../../components/icons';

type CallSearchProps = { value: string; onChange: (value: string) => void };

export const CallSearch = ({ value, onChange }: CallSearchProps) => {
  const id = useId();
  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        Search calls
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-neutral-400" />
      <input
        id={id}
        type="search"
        value={value}
        placeholder="Search by name, number or summary"
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-xl border border-neutral-300 bg-white py-2.5 pr-3.5 pl-10 text-base text-neutral-900 shadow-xs placeholder:text-neutral-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-600/15 focus:outline-none sm:text-sm"
      />
    </div>
  );
};
