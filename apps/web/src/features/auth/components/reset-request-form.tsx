import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MailIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { useRequestPasswordResetMutation } from '../api/auth-api';
import { RESET_NETWORK_ERROR } from '../utils/reset-messages';
import { AuthLayout } from './auth-layout';

const backToSignIn = (
  <Link to={paths.signIn} className="font-semibold text-brand-700 hover:text-brand-800">
    Back to sign in
  </Link>
);

/** /reset-password without a token (000 §2, §8): ask for a link, then "check your email". */
export const ResetRequestForm = () => {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      await requestReset({ email: email.trim() }).unwrap();
      setSentTo(email.trim());
    } catch (failure) {
      setError(
        apiErrorMessage(
          failure,
          'Failed to send reset email. Please try again.',
          RESET_NETWORK_ERROR,
        ),
      );
    }
  };

  if (sentTo) {
    return (
      <AuthLayout title="Check your email" footer={backToSignIn}>
        <div className="flex flex-col items-center text-center" role="status">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
            <MailIcon className="size-6" />
          </span>
          <p className="mt-4 text-sm text-neutral-700">
            If an account exists for <strong className="break-all">{sentTo}</strong>, we have sent
            it a link to reset your password.
          </p>
          <p className="mt-2 text-sm text-neutral-500">
            The link works once and expires after a while. Check your spam folder if it does not
            arrive within a few minutes.
          </p>
          <Button variant="secondary" className="mt-6" onClick={() => setSentTo(null)}>
            Use a different email
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter the email of your account and we will send you a link to set a new password."
      footer={backToSignIn}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-5">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={isLoading} className="w-full">
          {isLoading ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </AuthLayout>
  );
};
