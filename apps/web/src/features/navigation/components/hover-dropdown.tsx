import {
  useId,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type { DropdownGroup } from '../hooks/use-dropdown-group';

type HoverDropdownProps = {
  id: string;
  group: DropdownGroup;
  /** Content of the disclosure button (an icon, or the account chip). */
  toggleContent: ReactNode;
  /** Accessible name of the toggle when its content is only an icon. */
  toggleLabel?: string;
  toggleClassName: string;
  /** Shown before the toggle, e.g. the menu's own link. */
  leading?: ReactNode;
  align?: 'start' | 'end';
  panelClassName?: string;
  children: ReactNode;
};

/**
 * A desktop dropdown that opens while the pointer is over it and closes DROPDOWN_CLOSE_DELAY_MS
 * after it leaves. Keyboard: the toggle button opens and closes it (Enter or Space), Tab walks
 * into the panel, Escape closes it and returns focus to the toggle, focus leaving closes it.
 */
export const HoverDropdown = ({
  id,
  group,
  toggleContent,
  toggleLabel,
  toggleClassName,
  leading,
  align = 'start',
  panelClassName = 'w-88',
  children,
}: HoverDropdownProps) => {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const lastPointerType = useRef('');
  const isOpen = group.openId === id;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      group.close();
      toggleRef.current?.focus();
    }
  };

  // Touch has no hover: a tap would open on pointerenter and its click would toggle it shut.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') group.open(id);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') group.scheduleClose();
  };

  // A mouse click lands on a dropdown that hovering has already opened: keep it open rather than
  // toggle it shut. Keyboard (detail 0) and touch clicks toggle.
  const onToggleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail > 0 && lastPointerType.current === 'mouse') group.open(id);
    else group.toggle(id);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (isOpen && !(next instanceof Node && event.currentTarget.contains(next))) group.close();
  };

  return (
    <div
      className="relative flex items-center"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {leading}
      <button
        ref={toggleRef}
        type="button"
        className={toggleClassName}
        aria-label={toggleLabel}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onPointerDown={(event) => {
          lastPointerType.current = event.pointerType;
        }}
        onClick={onToggleClick}
      >
        {toggleContent}
      </button>
      {/* The padding (not a margin) bridges trigger and panel so the pointer never "leaves". */}
      <div
        id={panelId}
        hidden={!isOpen}
        className={`absolute top-full z-40 pt-2 ${align === 'end' ? 'right-0' : '-left-3'}`}
      >
        <div
          className={`animate-dropdown-in rounded-2xl border border-neutral-200 bg-white p-2 shadow-xl shadow-neutral-900/10 ${panelClassName}`}
        >
          {children}
        </div>
      </div>
    </div>
  );
};
