import type { TeamMember } from '@vanilla/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogBody } from '../../../components/ui/dialog';
import { apiErrorMessage } from '../../../lib/api-error';
import { useRemoveMemberMutation } from '../api/team-api';

type RemoveMemberDialogProps = { member: TeamMember; onClose: () => void };

/**
 * Confirmation before a member leaves the team: on success the dialog closes and the team list
 * refreshes without them; on failure the message stays in the dialog.
 */
export const RemoveMemberDialog = ({ member, onClose }: RemoveMemberDialogProps) => {
  const [removeMember, { isLoading: isRemoving }] = useRemoveMemberMutation();
  const [error, setError] = useState<string | null>(null);
  const name = member.username || member.email;

  const confirm = async () => {
    setError(null);
    try {
      await removeMember(member.id).unwrap();
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Could not remove this member. Please try again.'));
    }
  };

  return (
    <Dialog
      title={`Remove ${name} from your team?`}
      description={
        <>
          <span className="font-medium break-all text-neutral-900">{member.email}</span> will be
          signed out everywhere at once and will no longer be able to sign in. The proposals,
          receptionists and calls they created stay with your company.
        </>
      }
      onClose={onClose}
      busy={isRemoving}
      width="sm"
    >
      <DialogBody>
        {error && <Alert tone="error">{error}</Alert>}
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={isRemoving} autoFocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={isRemoving}>
            {isRemoving ? 'Removing...' : 'Remove member'}
          </Button>
        </DialogActions>
      </DialogBody>
    </Dialog>
  );
};
