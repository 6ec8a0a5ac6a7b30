import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error';
import { useDeleteProposalMutation } from '../api/dashboard-api';
import type { ProposalRow } from '../utils/proposal-rows';

// 001 §8 "Delete proposal".
const messages = {
  failed: 'Failed to delete proposal',
  network: 'An error occurred while deleting the proposal',
} as const;

type DeleteProposalDialogProps = { proposal: ProposalRow; onClose: () => void };

/**
 * Confirmation before a proposal is deleted (001 §4): open, then deleting, then closed on
 * success; on failure the message stays in the dialog and so does the row.
 */
export const DeleteProposalDialog = ({ proposal, onClose }: DeleteProposalDialogProps) => {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [deleteProposal, { isLoading: isDeleting }] = useDeleteProposalMutation();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      // Back to the button that opened it, when its row is still there.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  // Escape and the backdrop close it, except while the deletion is under way.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (!isDeleting) onClose();
  };

  const confirm = async () => {
    setError(null);
    try {
      const result = await deleteProposal(proposal.token).unwrap();
      if (result.success) onClose();
      else setError(result.error ?? messages.failed);
    } catch (failure) {
      setError(apiErrorMessage(failure, messages.failed, messages.network));
    }
  };

  return (
    <dialog
      ref={dialogRef}
      onCancel={onCancel}
      onClick={(event) => {
        if (event.target === event.currentTarget && !isDeleting) onClose();
      }}
      aria-labelledby="delete-proposal-title"
      aria-describedby="delete-proposal-description"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-neutral-900 shadow-2xl backdrop:bg-neutral-950/40 backdrop:backdrop-blur-[2px]"
    >
      <div className="flex flex-col gap-4 p-6">
        <h2 id="delete-proposal-title" className="text-lg font-semibold text-neutral-950">
          Delete this proposal?
        </h2>
        <p id="delete-proposal-description" className="text-sm text-neutral-600">
          <span className="font-medium text-neutral-900">{proposal.proposalId}</span> for{' '}
          <span className="font-medium text-neutral-900">{proposal.client}</span> will be removed
          from your dashboard and its link will stop working. Its history is kept for audits.
        </p>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isDeleting} autoFocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={isDeleting}>
            {isDeleting ? 'Deleting...' : 'Delete proposal'}
          </Button>
        </div>
      </div>
    </dialog>
  );
};
