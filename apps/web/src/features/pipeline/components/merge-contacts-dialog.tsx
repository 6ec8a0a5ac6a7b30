import type { ContactRow } from '@vanilla/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogBody } from '../../../components/ui/dialog';
import { apiErrorMessage } from '../../../lib/api-error';
import { useMergeContactsMutation } from '../api/contacts-api';
import { FormSelect } from '../../../components/ui/form-fields';

const MERGE_FAILED = 'Could not merge the contacts. Please try again.';

type MergeContactsDialogProps = {
  /** The contact that stays. */
  keep: ContactRow;
  /** The contacts that may be folded into it; `other` preselects one. */
  candidates: readonly ContactRow[];
  other?: ContactRow;
  onClose: () => void;
  onMerged: (contact: ContactRow) => void;
};

const describe = (contact: ContactRow) =>
  [contact.name, contact.email || contact.phone].filter((part) => part !== '').join(' · ');

/** "Merge with…": folds another contact (its calls, proposals, jobs, notes) into this one. */
export const MergeContactsDialog = ({
  keep,
  candidates,
  other,
  onClose,
  onMerged,
}: MergeContactsDialogProps) => {
  const [otherId, setOtherId] = useState(other?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [merge, { isLoading }] = useMergeContactsMutation();
  const options = candidates.filter((contact) => contact.id !== keep.id);

  const submit = async () => {
    setError(null);
    try {
      onMerged(await merge({ id: keep.id, contactId: otherId }).unwrap());
    } catch (failure) {
      setError(apiErrorMessage(failure, MERGE_FAILED));
    }
  };

  return (
    <Dialog
      title={`Merge with ${keep.name}`}
      description="The other contact's calls, proposals, jobs, payments and notes move to this one, and the other contact is removed."
      onClose={onClose}
      busy={isLoading}
    >
      <DialogBody>
        {error && <Alert tone="error">{error}</Alert>}
        <FormSelect
          label="Contact to merge in"
          value={otherId}
          onChange={(event) => setOtherId(event.target.value)}
          options={[
            { value: '', label: 'Choose a contact' },
            ...options.map((contact) => ({ value: contact.id, label: describe(contact) })),
          ]}
        />
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={otherId === '' || isLoading}>
            {isLoading ? 'Merging...' : 'Merge contacts'}
          </Button>
        </DialogActions>
      </DialogBody>
    </Dialog>
  );
};
