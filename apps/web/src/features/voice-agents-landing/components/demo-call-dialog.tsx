import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { DemoCallForm } from './demo-call-form';

/** How long the success message stays before the popup closes (000 §4, §9). */
export const DEMO_POPUP_CLOSE_MS = 5000;

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
  // A new key remounts the form empty.
  const [formKey, setFormKey] = useState(0);
  const [succeeded, setSucceeded] = useState(false);

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
    <Dialog
      open={open}
      title="Try AI Receptionist Now"
      description={
        <>
          Tell us about your business and we&rsquo;ll call you, so you hear exactly what your
          customers would.
        </>
      }
      onClose={close}
      width="lg"
      focusFirstField
    >
      <div className="overflow-y-auto px-5 pt-4 pb-5 sm:px-6 sm:pb-6">
        <DemoCallForm key={formKey} succeeded={succeeded} onSuccess={() => setSucceeded(true)} />
      </div>
    </Dialog>
  );
};
