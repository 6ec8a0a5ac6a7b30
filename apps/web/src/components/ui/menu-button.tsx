import { useDisclosure } from '../../hooks/use-disclosure';
import { ChevronDownIcon } from '../icons';
import { Badge } from './badge';
import { buttonClass, type ButtonVariant } from './button';

export type MenuItem = {
  label: string;
  /** Absent: the entry is shown disabled and marked "Coming soon". */
  onSelect?: () => void;
};

type MenuButtonProps = {
  label: string;
  items: readonly MenuItem[];
  variant?: ButtonVariant;
  /** Which edge the panel lines up with. */
  align?: 'left' | 'right';
};

/**
 * A button that opens a short list of actions (a disclosure: Escape, a click elsewhere or tabbing
 * out closes it). An action without behaviour yet is disabled and says so.
 */
export const MenuButton = ({
  label,
  items,
  variant = 'secondary',
  align = 'left',
}: MenuButtonProps) => {
  const { open, close, panelId, rootProps, toggleProps } = useDisclosure();

  return (
    <div {...rootProps} className="relative">
      <button {...toggleProps} className={buttonClass(variant, 'w-full whitespace-nowrap')}>
        {label}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <ul
          id={panelId}
          className={`absolute ${align === 'right' ? 'right-0' : 'left-0'} z-20 mt-2 w-60 max-w-[calc(100vw-2rem)] animate-dropdown-in rounded-2xl border border-neutral-200 bg-white p-2 shadow-xl`}
        >
          {items.map((item) => (
            <li key={item.label}>
              <button
                type="button"
                disabled={!item.onSelect}
                onClick={() => {
                  close();
                  item.onSelect?.();
                }}
                className="flex w-full items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium text-neutral-900 transition-colors hover:bg-neutral-50 disabled:cursor-not-allowed disabled:text-neutral-500 disabled:hover:bg-transparent"
              >
                {item.label}
                {!item.onSelect && <Badge tone="amber">Coming soon</Badge>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
