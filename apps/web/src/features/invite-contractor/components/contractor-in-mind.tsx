import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { SendIcon } from '../../../components/icons';
import { inviteNotices } from '../sample-data/invite-notices';

/** "I have a contractor in mind": their name or email, and an honest Send Invitation. */
export const ContractorInMind = () => {
  const [contact, setContact] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = contact.trim();
    if (value !== '') setSentTo(value);
  };

  return (
    <section aria-labelledby="in-mind-title">
      <h2 id="in-mind-title" className="text-xl font-semibold text-neutral-900">
        Invite your contractor
      </h2>
      <p className="mt-1 text-neutral-600">
        We will ask them to send their proposal here, next to the others.
      </p>
      <form onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
        <TextField
          label="Contractor's name or email"
          required
          value={contact}
          onChange={(event) => {
            setContact(event.target.value);
            setSentTo(null);
          }}
          placeholder="e.g. Peak Roofing or hello@peakroofing.com"
          autoComplete="off"
        />
        <Button type="submit" className="self-start">
          <SendIcon className="size-4" />
          Send Invitation
        </Button>
      </form>
      {sentTo && (
        <Alert tone="info" className="mt-4">
          {inviteNotices.invitation(sentTo)}
        </Alert>
      )}
    </section>
  );
};
