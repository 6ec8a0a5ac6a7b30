import { DECLINE_REASON_MAX_LENGTH } from '@vanilla/contracts';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogActions } from '../../../components/ui/dialog';
import { TextArea } from '../../../components/ui/form-fields';
import { apiErrorMessage, describeApiFailure } from '../../../lib/api-error';
import { declineProposal } from '../api/shared-proposal-api';
import { Modal } from './modal';

export type Decline = { at: string; reason: string };

type DeclineDialogProps = {
  token: string;
  companyName: string;
  onDeclined: (decline: Decline) => void;
  /** The server refused for good (signed meanwhile, removed): the page asks for it again. */
  onRefused: () => void;
  onClose: () => void;
};

// Answers after which declining again cannot help.
const FINAL_STATUSES = new Set([404, 409, 410]);

/**
 * "Decline": an optional reason for the company, sent with POST /api/proposals/{token}/decline.
 * On success the page shows the declined state; on failure the message stays here and the
 * proposal as it was.
 */
export const DeclineDialog = ({
  token,
  companyName,
  onDeclined,
  onRefused,
  onClose,
}: DeclineDialogProps) => {
  const [reason, setReason] = useState('');
  const [isSending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    try {
      const { declined_at } = await declineProposal(token, reason.trim());
      onDeclined({ at: declined_at, reason: reason.trim() });
    } catch (error) {
      console.error('Declining the proposal failed', error);
      setSending(false);
      setProblem(
        apiErrorMessage(
          error,
          'Your answer could not be sent. Please try again.',
          'Network error. Please check your connection and try again.',
        ),
      );
      const failure = describeApiFailure(error);
      if (failure.kind === 'server' && FINAL_STATUSES.has(failure.status)) onRefused();
    }
  };

  return (
    <Modal
      title="Decline this proposal?"
      description={<>{companyName} will see that you declined, and your reason if you give one.</>}
      onClose={onClose}
      busy={isSending}
      focusFirstField
    >
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <TextArea
          label="Reason (optional)"
          name="reason"
          rows={4}
          maxLength={DECLINE_REASON_MAX_LENGTH}
          placeholder="For example: the price, the timing, or another offer."
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {problem && <Alert tone="error">{problem}</Alert>}
        <DialogActions>
          <Button variant="secondary" disabled={isSending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={isSending}>
            {isSending ? 'Declining...' : 'Decline Proposal'}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
};
