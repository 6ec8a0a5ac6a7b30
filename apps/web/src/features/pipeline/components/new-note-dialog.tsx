import { noteLimits, type ContactRow } from '@vanilla/contracts';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogBody } from '../../../components/ui/dialog';
import { apiErrorMessage } from '../../../lib/api-error';
import { useWriteNoteMutation } from '../api/notes-api';
import { FormSelect, TextArea } from '../../../components/ui/form-fields';
import type { TeamOption } from './new-job-dialog';

const SAVE_FAILED = 'Could not save the note. Please try again.';

type NewNoteDialogProps = {
  contacts: readonly ContactRow[];
  team?: readonly TeamOption[];
  onClose: () => void;
};

/** "New Note": some text, and maybe a link to a contact or a team member. */
export const NewNoteDialog = ({ contacts, team = [], onClose }: NewNoteDialogProps) => {
  const [content, setContent] = useState('');
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [writeNote, { isLoading }] = useWriteNoteMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (content.trim() === '') {
      setError('Please write the note.');
      return;
    }
    const [type, id] = link.split(':');
    try {
      await writeNote({
        content: content.trim(),
        ...(id && (type === 'client' || type === 'team_member') ? { linkedTo: { type, id } } : {}),
      }).unwrap();
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure, SAVE_FAILED));
    }
  };

  return (
    <Dialog
      title="New Note"
      onClose={onClose}
      busy={isLoading}
      closeOnBackdrop={false}
      focusFirstField
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          {error && <Alert tone="error">{error}</Alert>}
          <TextArea
            label="Note"
            rows={5}
            maxLength={noteLimits.contentLength}
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
          <FormSelect
            label="Link to"
            value={link}
            onChange={(event) => setLink(event.target.value)}
            options={[
              { value: '', label: 'Nobody' },
              ...contacts.map((contact) => ({
                value: `client:${contact.id}`,
                label: `Client: ${contact.name}`,
              })),
              ...team.map((member) => ({
                value: `team_member:${member.id}`,
                label: `Team member: ${member.name}`,
              })),
            ]}
          />
          <DialogActions>
            <Button variant="secondary" onClick={onClose} disabled={isLoading}>
              Cancel
            </Button>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Saving...' : 'Save note'}
            </Button>
          </DialogActions>
        </DialogBody>
      </form>
    </Dialog>
  );
};
