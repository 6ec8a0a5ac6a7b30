import { normaliseTags, pipelineMessages, type ContactRow } from '@vanilla/contracts';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogBody } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useAddContactMutation } from '../api/contacts-api';

const SAVE_FAILED = 'Could not add the contact. Please try again.';

type AddContactDialogProps = {
  onClose: () => void;
  onAdded: (contact: ContactRow) => void;
};

/** "Add manually": name and a way to reach them, an address and tags. */
export const AddContactDialog = ({ onClose, onAdded }: AddContactDialogProps) => {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState('');
  const [tags, setTags] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [addContact, { isLoading }] = useAddContactMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (name.trim() === '') {
      setError(pipelineMessages.contactNeedsName);
      return;
    }
    try {
      const contact = await addContact({
        name: name.trim(),
        ...(email.trim() ? { email: email.trim() } : {}),
        ...(phone.trim() ? { phone: phone.trim() } : {}),
        ...(address.trim() ? { address: address.trim() } : {}),
        tags: normaliseTags(tags.split(',')),
      }).unwrap();
      onAdded(contact);
    } catch (failure) {
      setError(apiErrorMessage(failure, SAVE_FAILED));
    }
  };

  return (
    <Dialog
      title="Add contact"
      description="A new contact starts at Lead."
      onClose={onClose}
      busy={isLoading}
      closeOnBackdrop={false}
      focusFirstField
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          {error && <Alert tone="error">{error}</Alert>}
          <TextField
            label="Name"
            required
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Email"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="off"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          </div>
          <TextField
            label="Address"
            autoComplete="off"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
          <TextField
            label="Tags"
            hint="Separate tags with commas, e.g. HVAC, Quote"
            value={tags}
            onChange={(event) => setTags(event.target.value)}
          />
          <DialogActions>
            <Button variant="secondary" onClick={onClose} disabled={isLoading}>
              Cancel
            </Button>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Adding...' : 'Add contact'}
            </Button>
          </DialogActions>
        </DialogBody>
      </form>
    </Dialog>
  );
};
