import { accountMessages, PASSWORD_MIN_LENGTH } from '@vanilla/contracts';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useChangePasswordMutation } from '../api/auth-api';

type PasswordFields = { current: string; next: string; confirmation: string };
type FieldName = keyof PasswordFields;

// Spec 001 §5: checked in this order, the first broken rule is shown.
const validate = ({ current, next, confirmation }: PasswordFields) => {
  if (current === '')
    return { field: 'current', message: accountMessages.currentPasswordRequired } as const;
  if (next === '') return { field: 'next', message: accountMessages.newPasswordRequired } as const;
  if (next.length < PASSWORD_MIN_LENGTH) {
    return { field: 'next', message: accountMessages.newPasswordTooShort } as const;
  }
  if (next !== confirmation) {
    return { field: 'confirmation', message: 'New passwords do not match' } as const;
  }
  if (next === current) {
    return {
      field: 'next',
      message: accountMessages.newPasswordSame,
    } as const;
  }
  return null;
};

const empty: PasswordFields = { current: '', next: '', confirmation: '' };

type ChangePasswordFormProps = {
  /** The account's email, so password managers update the right entry. */
  username: string;
};

/** Settings → Security (001 §2, §5, §8): change the password of the signed-in account. */
export const ChangePasswordForm = ({ username }: ChangePasswordFormProps) => {
  const [fields, setFields] = useState<PasswordFields>(empty);
  const [error, setError] = useState<{ field: FieldName | null; message: string } | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  // Typing in any field clears the error and the success message (001 §5).
  const update = (name: FieldName, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setError(null);
    setSucceeded(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSucceeded(false);
    const broken = validate(fields);
    if (broken) {
      setError(broken);
      return;
    }
    setError(null);
    try {
      await changePassword({ currentPassword: fields.current, newPassword: fields.next }).unwrap();
      setFields(empty);
      setSucceeded(true);
    } catch (failure) {
      setError({
        field: null,
        message: apiErrorMessage(
          failure,
          'Failed to change password',
          'An error occurred while changing password. Please try again.',
        ),
      });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-5">
      {error && <Alert tone="error">{error.message}</Alert>}
      {succeeded && <Alert tone="success">Your password has been changed.</Alert>}
      <input type="email" name="email" autoComplete="username" value={username} readOnly hidden />
      <TextField
        label="Current password"
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        required
        revealable
        invalid={error?.field === 'current'}
        value={fields.current}
        onChange={(event) => update('current', event.target.value)}
      />
      <TextField
        label="New password"
        type="password"
        name="newPassword"
        autoComplete="new-password"
        required
        revealable
        hint="At least 6 characters."
        invalid={error?.field === 'next'}
        value={fields.next}
        onChange={(event) => update('next', event.target.value)}
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        revealable
        invalid={error?.field === 'confirmation'}
        value={fields.confirmation}
        onChange={(event) => update('confirmation', event.target.value)}
      />
      <div>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Updating...' : 'Update password'}
        </Button>
      </div>
    </form>
  );
};
