import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogBody } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { endOfLocalDay, localDateAfter, validUntilError } from '../../../lib/valid-until';
import { useExtendProposalMutation } from '../api/dashboard-api';
import type { ProposalRow } from '../utils/proposal-rows';

const messages = {
  failed: 'Failed to extend the proposal',
  network: 'An error occurred while extending the proposal',
} as const;

type ExtendProposalDialogProps = { proposal: ProposalRow; onClose: () => void };

/** A new last day for the client's link: the link works again until its end. */
export const ExtendProposalDialog = ({ proposal, onClose }: ExtendProposalDialogProps) => {
  const [extendProposal, { isLoading }] = useExtendProposalMutation();
  const [validUntil, setValidUntil] = useState(() => localDateAfter(new Date()));
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    const problem = validUntilError(validUntil, new Date());
    setError(problem);
    if (problem) return;
    try {
      await extendProposal({
        token: proposal.token,
        expiresAt: endOfLocalDay(validUntil)!,
      }).unwrap();
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure, messages.failed, messages.network));
    }
  };

  return (
    <Dialog
      title="Extend this proposal"
      description={
        <>
          The link of <span className="font-medium text-neutral-900">{proposal.proposalId}</span>{' '}
          for <span className="font-medium text-neutral-900">{proposal.client}</span> will work
          until the end of the day you choose.
        </>
      }
      onClose={onClose}
      busy={isLoading}
      closeOnBackdrop={false}
      focusFirstField
      width="sm"
    >
      <DialogBody>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
          className="flex flex-col gap-4"
        >
          <TextField
            label="Valid until"
            type="date"
            value={validUntil}
            min={localDateAfter(new Date(), 0)}
            onChange={(event) => setValidUntil(event.target.value)}
            invalid={error !== null}
            hint="The link stops working after this day."
          />
          {error && <Alert tone="error">{error}</Alert>}
          <DialogActions>
            <Button variant="secondary" onClick={onClose} disabled={isLoading}>
              Cancel
            </Button>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Extending...' : 'Extend'}
            </Button>
          </DialogActions>
        </form>
      </DialogBody>
    </Dialog>
  );
};
