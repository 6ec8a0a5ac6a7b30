import { useId, useLayoutEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { CloseIcon } from '../icons';
import { wrapTab } from './focus-trap';

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-xl', xl: 'max-w-2xl' } as const;

type DialogProps = {
  /** False keeps it mounted but closed (what was typed in it survives). */
  open?: boolean;
  title: ReactNode;
  /** Under the title; also the dialog's description. */
  description?: ReactNode;
  onClose: () => void;
  /** While true (a call under way), Escape, the backdrop and the close button do nothing. */
  busy?: boolean;
  /** Whether a click on the backdrop closes it (not for forms, where it would lose input). */
  closeOnBackdrop?: boolean;
  width?: keyof typeof widths;
  /** Above the title, e.g. an icon. */
  badge?: ReactNode;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** Focus the first field on opening instead of the first control (the close button). */
  focusFirstField?: boolean;
  children: ReactNode;
};

/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert while it is open,
 * Tab wraps inside it, Escape closes it, and focus goes back to the opener afterwards. Its content
 * scrolls inside the viewport on small screens.
 */
export const Dialog = ({
  open = true,
  title,
  description,
  onClose,
  busy = false,
  closeOnBackdrop = true,
  width = 'md',
  badge,
  closeLabel = 'Close',
  focusFirstField = false,
  children,
}: DialogProps) => {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // A press that starts inside and ends on the backdrop (selecting text) must not close it.
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  // A layout effect, so it runs before the content's own effects can move focus inside.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement;
    dialog.showModal();
    if (focusFirstField) dialog.querySelector<HTMLElement>('input, select, textarea')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      dialog.close();
      document.body.style.overflow = overflow;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
    // Opened once per `open`; the other props are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const requestClose = () => {
    if (!busy) onClose();
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    requestClose();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onCancel}
      // The browser may still close it on its own (a repeated Escape); keep state in step.
      onClose={() => {
        if (open) onClose();
      }}
      // The rest of the page is inert, but Tab would still leave for the browser's own controls.
      onKeyDown={(event) => wrapTab(event, event.currentTarget)}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        const onBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
        if (closeOnBackdrop && onBackdrop) requestClose();
      }}
      className={`m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] ${widths[width]} flex-col overflow-hidden rounded-2xl bg-white p-0 text-neutral-900 shadow-2xl backdrop:bg-neutral-950/50 backdrop:backdrop-blur-[2px] open:flex open:animate-fade-in sm:max-h-[calc(100dvh-3rem)]`}
    >
      <div className="flex items-start justify-between gap-3 px-5 pt-5 sm:px-6 sm:pt-6">
        <div className="min-w-0">
          {badge}
          <h2 id={titleId} className="text-lg font-bold tracking-tight text-neutral-950">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm text-neutral-600">
              {description}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={requestClose}
          disabled={busy}
          aria-label={closeLabel}
          className="-mt-1 -mr-2 flex size-10 shrink-0 items-center justify-center rounded-full text-neutral-500 transition-colors hover:bg-neutral-100 hover:text-neutral-900 disabled:opacity-40"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="flex min-h-0 flex-1 flex-col">{children}</div>
    </dialog>
  );
};

/** The padded body of a small dialog, with its buttons at the end. */
export const DialogBody = ({ children }: { children: ReactNode }) => (
  <div className="flex flex-col gap-4 overflow-y-auto px-5 pt-4 pb-5 sm:px-6 sm:pb-6">
    {children}
  </div>
);

/** A dialog's buttons: stacked on phones (main action on top), in a row from `sm`. */
export const DialogActions = ({ children }: { children: ReactNode }) => (
  <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>
);
