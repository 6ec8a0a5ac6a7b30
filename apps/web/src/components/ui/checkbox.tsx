import { useEffect, useRef } from 'react';

/** A bare checkbox named by `label`; `indeterminate` for a select-all of a partial selection. */
export const Checkbox = ({
  checked,
  indeterminate = false,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) => {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="size-4 cursor-pointer rounded border-neutral-300 accent-brand-600"
    />
  );
};
