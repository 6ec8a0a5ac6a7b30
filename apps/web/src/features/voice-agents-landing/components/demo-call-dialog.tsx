import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon } from '../../../components/icons';
import { DemoCallForm } from './demo-call-form';

/** How long the success message stays before the popup closes (000 §4, §9). */
export const DEMO_POPUP_CLOSE_MS = 5000;

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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

type DemoCallDialogProps = {
  open: boolean;
  onClose: () => void;
};

/**
 * The "Try AI Receptionist Now" popup (000 §2, §4): a modal <dialog> that stays mounted, so what
 * was typed survives closing it; after a successful request it closes after 5 s and the form is
 * cleared. Escape, the close button and the backdrop close it; focus returns to the opener.
 */
export const DemoCallDialog = ({ open, onClose }: DemoCallDialogProps) => {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();
  // A new key remounts the form empty.
  const [formKey, setFormKey] = useState(0);
  const [succeeded, setSucceeded] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('input, select')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      dialog.close();
      document.body.style.overflow = overflow;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  const close = () => {
    if (succeeded) {
      setSucceeded(false);
      setFormKey((key) => key + 1);
    }
    onClose();
  };

  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => {
      setSucceeded(false);
      setFormKey((key) => key + 1);
      onClose();
    }, DEMO_POPUP_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, onClose]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape: close through the caller, so React state decides what is open.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // The browser may still close it on its own; keep state in step.
      onClose={() => {
        if (open) close();
      }}
      onKeyDown={wrapTab}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) close();
      }}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-xl overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-neutral-900 shadow-2xl backdrop:bg-neutral-950/50 backdrop:backdrop-blur-[2px] open:animate-fade-in"
    >
      <div className="flex items-start justify-between gap-3 px-5 pt-5 sm:px-7 sm:pt-7">
        <div className="min-w-0">
          <h2 id={titleId} className="text-xl font-bold tracking-tight text-neutral-950">
            Try AI Receptionist Now
          </h2>
          <p id={descriptionId} className="mt-1 text-sm text-neutral-600">
            Tell us about your business and we&rsquo;ll call you, so you hear exactly what your
            customers would.
          </p>
        </div>
        <button
          type="button"
          onClick={close}
          aria-label="Close"
          className="-mt-1 -mr-2 flex size-10 shrink-0 items-center justify-center rounded-full text-neutral-500 transition-colors hover:bg-neutral-100 hover:text-neutral-900"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="px-5 pt-5 pb-5 sm:px-7 sm:pb-7">
        <DemoCallForm key={formKey} succeeded={succeeded} onSuccess={() => setSucceeded(true)} />
      </div>
    </dialog>
  );
};
