import type { Receptionist } from '@vanilla/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useDeleteReceptionistMutation } from '../api/receptionists-api';
import { formatPhoneNumber } from '../utils/phone';
import { deleteErrorMessage } from '../utils/receptionist-errors';
import { Dialog, DialogActions, DialogBody } from '../../../components/ui/dialog';

type DeleteReceptionistDialogProps = { receptionist: Receptionist; onClose: () => void };

/**
 * Confirmation before a receptionist is deleted (001 §4, §9). A test-mode receptionist runs on
 * the shared development number, which is kept; otherwise its number, call history and
 * recordings go for good. On failure the message stays in the dialog.
 */
export const DeleteReceptionistDialog = ({
  receptionist,
  onClose,
}: DeleteReceptionistDialogProps) => {
  const [deleteReceptionist, { isLoading: isDeleting }] = useDeleteReceptionistMutation();
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      await deleteReceptionist(receptionist.id).unwrap();
      onClose();
    } catch (failure) {
      setError(deleteErrorMessage(failure));
    }
  };

  return (
    <Dialog
      title={`Delete ${receptionist.name}?`}
      description={
        receptionist.test_mode ? (
          <>
            This test receptionist stops answering calls. The shared development number it uses is
            kept, so your other test receptionists keep working.
          </>
        ) : (
          <>
            Its phone number{' '}
            <strong className="font-semibold whitespace-nowrap text-neutral-900">
              {formatPhoneNumber(receptionist.phone_number)}
            </strong>
            , call history and recordings will be permanently deleted. This cannot be undone.
          </>
        )
      }
      onClose={onClose}
      busy={isDeleting}
      width="sm"
    >
      <DialogBody>
        {error && <Alert tone="error">{error}</Alert>}
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={isDeleting} autoFocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={isDeleting}>
            {isDeleting ? 'Deleting...' : 'Delete receptionist'}
          </Button>
        </DialogActions>
      </DialogBody>
    </Dialog>
  );
};
