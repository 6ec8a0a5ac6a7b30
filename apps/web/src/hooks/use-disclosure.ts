import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent } from 'react';

/**
 * A button that shows a panel (a menu, a list of choices): Escape closes it and gives the focus
 * back to the button, and a click elsewhere or tabbing out of the root closes it. Spread
 * `rootProps` on the element around both, `toggleProps` on the button, `panelId` on the panel.
 */
export const useDisclosure = () => {
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

  return {
    open,
    // After picking from the panel: closed, and the focus back on the button.
    close: () => {
      setOpen(false);
      toggleRef.current?.focus();
    },
    panelId,
    rootProps: {
      ref: rootRef,
      onBlur: (event: FocusEvent<HTMLDivElement>) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      },
    },
    toggleProps: {
      ref: toggleRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((value) => !value),
    },
  };
};
