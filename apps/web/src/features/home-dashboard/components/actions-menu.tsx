import { useDisclosure } from '../../../hooks/use-disclosure';
import { ChevronDownIcon, HammerIcon, WrenchIcon } from '../../../components/icons';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';

const actions = [
  { label: 'Fix Something', description: 'Describe a problem, get it fixed', icon: WrenchIcon },
  { label: 'Make Upgrade', description: 'Plan an improvement', icon: HammerIcon },
] as const;

type ActionsMenuProps = {
  /** Told which action was picked, to say that it is not there yet. */
  onPick: (label: string) => void;
};

/**
 * The Actions menu (001 "Homeowner demo area"): Fix Something and Make Upgrade do nothing yet,
 * so each is marked coming soon instead of pretending.
 */
export const ActionsMenu = ({ onPick }: ActionsMenuProps) => {
  const { open, close, panelId, rootProps, toggleProps } = useDisclosure();

  return (
    <div
      // Tabbing out of the menu closes it, as clicking elsewhere does.
      {...rootProps}
      className="relative"
    >
      <button {...toggleProps} className={buttonClass('secondary', 'w-full')}>
        Actions
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <ul
          id={panelId}
          className="absolute left-0 z-20 mt-2 w-72 max-w-[calc(100vw-2rem)] animate-dropdown-in rounded-2xl border border-neutral-200 bg-white p-2 shadow-xl"
        >
          {actions.map(({ label, description, icon: ActionIcon }) => (
            <li key={label}>
              <button
                type="button"
                onClick={() => {
                  onPick(label);
                  close();
                }}
                className="flex w-full items-start gap-3 rounded-xl px-3 py-2.5 text-left transition-colors hover:bg-neutral-50"
              >
                <ActionIcon className="mt-0.5 size-5 shrink-0 text-neutral-500" />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="text-sm font-medium text-neutral-900">{label}</span>
                    <Badge tone="amber">Coming soon</Badge>
                  </span>
                  <span className="mt-0.5 block text-xs text-neutral-600">{description}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
