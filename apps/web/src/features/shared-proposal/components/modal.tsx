import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';

type ModalProps = {
  title: string;
  /** Under the title; also the dialog's description. */
  description?: ReactNode;
  /** Escape, the close button and the caller's own Cancel all end here. */
  onClose: () => void;
  closeLabel?: string;
  /** While a call is under way: Escape and the close button wait for it. */
  busy?: boolean;
  /** Focus the first field on opening rather than the close button. */
  focusFirstField?: boolean;
  children: ReactNode;
};

/**
 * The shared page's dialogs: forms a client fills in on a phone, so a tap beside them must not
 * throw the input away; the body scrolls inside the viewport.
 */
export const Modal = ({ children, ...dialog }: ModalProps) => (
  <Dialog {...dialog} closeOnBackdrop={false}>
    <div className="overflow-y-auto px-5 pt-4 pb-5 sm:px-6 sm:pb-6">{children}</div>
  </Dialog>
);
