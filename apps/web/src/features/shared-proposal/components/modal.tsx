import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CloseIcon } from '../../../components/icons';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// The rest of the page is inert, but Tab would still leave for the browser's own controls: wrap.
const wrapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
};

type ModalProps = {
  title: string;
  /** Under the title; also the dialog's description. */
  description?: ReactNode;
  /** Escape, the close button and the caller's own Cancel all end here. */
  onClose: () => void;
  closeLabel?: string;
  children: ReactNode;
};

/**
 * A modal dialog on the native <dialog> element: the rest of the page is inert while it is open
 * and Tab wraps inside it, Escape closes it, and focus goes back to the opener afterwards.
 */
export const Modal = ({
  title,
  description,
  onClose,
  closeLabel = 'Close',
  children,
}: ModalProps) => {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement;
    dialog.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      dialog.close();
      document.body.style.overflow = overflow;
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape: close through the caller, so React state decides what is open.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The browser may still close it on its own (a repeated Escape); keep state in step.
      onClose={onClose}
      onKeyDown={wrapTab}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-lg overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-neutral-900 shadow-2xl backdrop:bg-neutral-950/50 backdrop:backdrop-blur-[2px] open:animate-fade-in"
    >
      <div className="flex items-start justify-between gap-3 px-5 pt-5 sm:px-6 sm:pt-6">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold tracking-tight text-neutral-950">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm text-neutral-500">
              {description}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="-mt-1 -mr-2 flex size-10 shrink-0 items-center justify-center rounded-full text-neutral-500 transition-colors hover:bg-neutral-100 hover:text-neutral-900"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="px-5 pt-4 pb-5 sm:px-6 sm:pb-6">{children}</div>
    </dialog>
  );
};
