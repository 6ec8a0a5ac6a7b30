import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyField } from '../../../components/ui/copy-field';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useInviteMemberMutation } from '../api/team-api';

// The server may answer with a path or a full URL; people need the full one to share it.
const absolute = (link: string): string => new URL(link, window.location.origin).href;

/** Invites a team member by email and shows the sign-up link to share with them. */
export const InviteMemberForm = () => {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ email: string; link: string } | null>(null);
  const [invite, { isLoading }] = useInviteMemberMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setCreated(null);
    if (email.trim() === '') {
      setError('Email is required');
      return;
    }
    try {
      const result = await invite({ email: email.trim() }).unwrap();
      setCreated({ email: result.invitation.email, link: absolute(result.link) });
      setEmail('');
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Could not send the invitation. Please try again.'));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Email of the person to invite"
          type="email"
          name="inviteEmail"
          autoComplete="off"
          required
          invalid={error !== null}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
          className="flex-1"
        />
        <Button type="submit" disabled={isLoading} className="sm:mb-px">
          {isLoading ? 'Inviting...' : 'Send invitation'}
        </Button>
      </form>
      {error && <Alert tone="error">{error}</Alert>}
      {created && (
        <div className="flex flex-col gap-3 rounded-xl border border-emerald-200 bg-emerald-50/60 p-4">
          <p className="text-sm text-emerald-900" role="status">
            Invitation sent to <strong className="break-all">{created.email}</strong>. You can also
            share this link with them:
          </p>
          <CopyField label="Invitation link" value={created.link} />
        </div>
      )}
    </div>
  );
};
