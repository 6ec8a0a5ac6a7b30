import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogBody } from '../../../components/ui/dialog';
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
  const [deleteProposal, { isLoading: isDeleting }] = useDeleteProposalMutation();
  const [error, setError] = useState<string | null>(null);

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
    <Dialog
      title="Delete this proposal?"
      description={
        <>
          <span className="font-medium text-neutral-900">{proposal.proposalId}</span> for{' '}
          <span className="font-medium text-neutral-900">{proposal.client}</span> will be removed
          from your dashboard.{' '}
          {proposal.status === 'accepted'
            ? 'It is signed, so the client keeps its link, and its history and signature certificate are kept for audits.'
            : 'Its link will stop working. Its history is kept for audits.'}
        </>
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
            {isDeleting ? 'Deleting...' : 'Delete proposal'}
          </Button>
        </DialogActions>
      </DialogBody>
    </Dialog>
  );
};
