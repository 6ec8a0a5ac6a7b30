import type { ContactRow, JobRow } from '@vanilla/contracts';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogBody } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useOpenJobMutation } from '../api/jobs-api';
import { parseAmount } from '../utils/job-forms';
import { FormSelect } from '../../../components/ui/form-fields';

const SAVE_FAILED = 'Could not create the job. Please try again.';

export type TeamOption = { id: string; name: string };

type NewJobDialogProps = {
  contacts: readonly ContactRow[];
  /** Preselected (the contact page's "New Job"). */
  contact?: ContactRow;
  /** The manager's team, to assign the job; absent for members (it is theirs). */
  team?: readonly TeamOption[];
  onClose: () => void;
  onCreated: (job: JobRow) => void;
};

/** "New Job": for a contact or a client named here, a service, an amount, maybe a date. */
export const NewJobDialog = ({
  contacts,
  contact,
  team,
  onClose,
  onCreated,
}: NewJobDialogProps) => {
  const [contactId, setContactId] = useState(contact?.id ?? '');
  const [client, setClient] = useState('');
  const [address, setAddress] = useState(contact?.address ?? '');
  const [service, setService] = useState('');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState('');
  const [teamMemberId, setTeamMemberId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [openJob, { isLoading }] = useOpenJobMutation();

  const pickContact = (id: string) => {
    setContactId(id);
    const picked = contacts.find((row) => row.id === id);
    if (picked) setAddress(picked.address);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const value = parseAmount(amount);
    if (contactId === '' && client.trim() === '')
      return setError('Please choose a contact or enter the client’s name.');
    if (service.trim() === '') return setError('Please say what the job is.');
    if (value === null) return setError('Please enter the amount in dollars, e.g. 8450.');
    try {
      const job = await openJob({
        ...(contactId ? { contactId } : { client: client.trim() }),
        ...(address.trim() ? { address: address.trim() } : {}),
        service: service.trim(),
        amount: value,
        ...(date ? { scheduledDate: date } : {}),
        ...(teamMemberId ? { teamMemberId } : {}),
      }).unwrap();
      onCreated(job);
    } catch (failure) {
      setError(apiErrorMessage(failure, SAVE_FAILED));
    }
  };

  return (
    <Dialog title="New Job" onClose={onClose} busy={isLoading} closeOnBackdrop={false}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          {error && <Alert tone="error">{error}</Alert>}
          <FormSelect
            label="Contact"
            value={contactId}
            onChange={(event) => pickContact(event.target.value)}
            options={[
              { value: '', label: 'Someone else (type the name)' },
              ...contacts.map((row) => ({ value: row.id, label: row.name })),
            ]}
          />
          {contactId === '' && (
            <TextField
              label="Client name"
              required
              value={client}
              onChange={(event) => setClient(event.target.value)}
            />
          )}
          <TextField
            label="Address"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
          <TextField
            label="Service"
            required
            placeholder="e.g. AC replacement"
            value={service}
            onChange={(event) => setService(event.target.value)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Amount ($)"
              required
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
            <TextField
              label="Scheduled date"
              type="date"
              hint="Optional"
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          </div>
          {team && team.length > 0 && (
            <FormSelect
              label="Team member"
              value={teamMemberId}
              onChange={(event) => setTeamMemberId(event.target.value)}
              options={[
                { value: '', label: 'Me' },
                ...team.map((member) => ({ value: member.id, label: member.name })),
              ]}
            />
          )}
          <DialogActions>
            <Button variant="secondary" onClick={onClose} disabled={isLoading}>
              Cancel
            </Button>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Creating...' : 'Create job'}
            </Button>
          </DialogActions>
        </DialogBody>
      </form>
    </Dialog>
  );
};
