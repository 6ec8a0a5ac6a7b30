import { useDisclosure } from '../../../hooks/use-disclosure';
import { ChevronDownIcon } from '../../../components/icons';
import { controlClass } from '../../../components/ui/filter-controls';

type MultiSelectProps<Value extends string> = {
  label: string;
  options: readonly Value[];
  selected: readonly Value[];
  onChange: (selected: Value[]) => void;
  /** What the button says when nothing is chosen. */
  noneLabel: string;
  /** Shown in the panel when there are no options at all. */
  emptyText?: string;
};

/** A filter of several choices: a button naming what is chosen, opening a list of checkboxes. */
export const MultiSelect = <Value extends string>({
  label,
  options,
  selected,
  onChange,
  noneLabel,
  emptyText,
}: MultiSelectProps<Value>) => {
  const { open, panelId, rootProps, toggleProps } = useDisclosure();

  const summary =
    selected.length === 0
      ? noneLabel
      : selected.length <= 2
        ? selected.join(', ')
        : `${selected.length} selected`;

  const toggle = (option: Value) =>
    onChange(
      selected.includes(option)
        ? selected.filter((value) => value !== option)
        : options.filter((value) => value === option || selected.includes(value)),
    );

  return (
    <div {...rootProps} className="relative min-w-0 sm:w-56">
      <button
        {...toggleProps}
        className={`${controlClass} flex items-center justify-between gap-2 text-left`}
      >
        <span className="min-w-0 truncate">
          <span className="text-neutral-500">{label}: </span>
          {summary}
        </span>
        <ChevronDownIcon className="size-4 shrink-0 text-neutral-500" />
      </button>
      {open && (
        <fieldset
          id={panelId}
          className="absolute left-0 z-20 mt-2 max-h-80 w-64 max-w-[calc(100vw-2rem)] animate-dropdown-in overflow-y-auto rounded-2xl border border-neutral-200 bg-white p-2 shadow-xl"
        >
          <legend className="sr-only">{label}</legend>
          {options.length === 0 && emptyText && (
            <p className="px-3 py-2 text-sm text-neutral-500">{emptyText}</p>
          )}
          {options.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm text-neutral-900 hover:bg-neutral-50"
            >
              <input
                type="checkbox"
                checked={selected.includes(option)}
                onChange={() => toggle(option)}
                className="size-4 rounded border-neutral-300 accent-brand-600"
              />
              {option}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
};
