import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { useResetPasswordMutation } from '../api/auth-api';
import { RESET_NETWORK_ERROR } from '../utils/reset-messages';
import { AuthLayout } from './auth-layout';

/** After a successful reset the page moves on to sign-in by itself (000 §9). */
export const RESET_REDIRECT_DELAY_MS = 3000;

const RESET_FAILED = 'Failed to reset password. The link may have expired.';

type ResetPasswordFormProps = { token: string; email: string };

/** /reset-password?token=…&email=… (000 §2, §5, §8): set a new password, then sign in. */
export const ResetPasswordForm = ({ token, email }: ResetPasswordFormProps) => {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate(paths.signIn), RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirmation) {
      setError('Passwords do not match');
      return;
    }
    setError(null);
    try {
      await resetPassword({ token, email, password }).unwrap();
      setDone(true);
    } catch (failure) {
      setError(apiErrorMessage(failure, RESET_FAILED, RESET_NETWORK_ERROR));
    }
  };

  if (done) {
    return (
      <AuthLayout title="Password updated">
        <Alert tone="success">
          Your password has been reset. Taking you to sign in…{' '}
          <Link to={paths.signIn} className="font-semibold underline underline-offset-2">
            Sign in now
          </Link>
        </Alert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Set a new password"
      subtitle={
        <>
          For <strong className="break-all text-neutral-800">{email}</strong>
        </>
      }
      footer={
        <Link
          to={paths.resetPassword}
          className="font-semibold text-brand-700 hover:text-brand-800"
        >
          Request a new link
        </Link>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-5">
        {error && <Alert tone="error">{error}</Alert>}
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          revealable
          invalid={error === 'Passwords do not match'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          revealable
          invalid={error === 'Passwords do not match'}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <Button type="submit" disabled={isLoading} className="w-full">
          {isLoading ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthLayout>
  );
};
