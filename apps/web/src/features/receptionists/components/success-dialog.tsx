import { CheckCircleIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogBody } from '../../../components/ui/dialog';

export type SuccessNotice =
  { kind: 'created'; name: string; phoneNumber: string } | { kind: 'updated'; name: string };

type SuccessDialogProps = { notice: SuccessNotice; onClose: () => void };

/** 'Receptionist Created!' with the name and the new number, or 'Receptionist Updated!'. */
export const SuccessDialog = ({ notice, onClose }: SuccessDialogProps) => (
  <Dialog
    title={notice.kind === 'created' ? 'Receptionist Created!' : 'Receptionist Updated!'}
    description={
      notice.kind === 'created' ? (
        <>
          <strong className="font-semibold text-neutral-900">{notice.name}</strong> is ready to
          answer calls at{' '}
          <strong className="font-semibold whitespace-nowrap text-neutral-900">
            {notice.phoneNumber}
          </strong>
          .
        </>
      ) : (
        <>
          Your changes to <strong className="font-semibold text-neutral-900">{notice.name}</strong>{' '}
          are saved.
        </>
      )
    }
    onClose={onClose}
    width="sm"
    badge={
      <span className="mb-3 flex size-11 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-1 ring-emerald-100">
        <CheckCircleIcon className="size-6" />
      </span>
    }
  >
    <DialogBody>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Got it!
        </Button>
      </DialogActions>
    </DialogBody>
  </Dialog>
);
