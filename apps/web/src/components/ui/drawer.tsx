import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons';
import { wrapTab } from './focus-trap';

type DrawerProps = {
  /** The dialog's accessible name. */
  label: string;
  side: 'left' | 'right';
  onClose: () => void;
  /** Shown at the top, beside the close button. */
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  /** E.g. `md:hidden` for a panel that only exists on small screens. */
  className?: string;
};

/**
 * A modal side panel, 80% of the viewport wide up to 20rem. Escape, the close button and the
 * backdrop close it; focus moves in on open, stays inside while open (Tab wraps), and the opener
 * gets it back on close.
 */
export const Drawer = ({
  label,
  side,
  onClose,
  title,
  closeLabel,
  children,
  className = '',
}: DrawerProps) => {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (panelRef.current) wrapTab(event, panelRef.current);
  };

  // Portalled to <body>: a sticky header's backdrop-filter would otherwise become the containing
  // block of this fixed overlay and clip it to the header's height.
  return createPortal(
    <div className={`fixed inset-0 z-50 ${className}`} onKeyDown={onKeyDown}>
      <div
        aria-hidden="true"
        className="animate-fade-in absolute inset-0 bg-neutral-950/40 backdrop-blur-[2px]"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className={`absolute inset-y-0 flex w-4/5 max-w-xs flex-col bg-white shadow-2xl ${
          side === 'right' ? 'animate-slide-in-right right-0' : 'animate-slide-in-left left-0'
        }`}
      >
        <div className="flex items-center justify-between border-b border-neutral-100 px-4 py-3">
          {title}
          <button
            ref={closeRef}
            type="button"
            aria-label={closeLabel}
            onClick={onClose}
            className="flex size-10 items-center justify-center rounded-full text-neutral-600 transition-colors hover:bg-neutral-100 hover:text-neutral-900"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
};
