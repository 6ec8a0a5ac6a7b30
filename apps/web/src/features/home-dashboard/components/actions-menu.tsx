import { useEffect, useId, useRef, useState } from 'react';
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
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      // Tabbing out of the menu closes it, as clicking elsewhere does.
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      className="relative"
    >
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={buttonClass('secondary', 'w-full')}
      >
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
                  setOpen(false);
                  toggleRef.current?.focus();
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
