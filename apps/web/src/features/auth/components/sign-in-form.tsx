import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSignInMutation } from '../api/auth-api';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { safeReturnTo } from '../utils/return-to';
import { AuthLayout } from './auth-layout';
import { useAuthNotice } from './auth-notice-banner';

const UNKNOWN_ERROR = 'An unknown error occurred. Please try again.';

/**
 * /signin (000 §2, §4, §8): email and password (required), remember me, the `authError` of the
 * query shown above the form. On success: `returnTo`, else the server's redirect, else
 * /dashboard.
 */
export const SignInForm = () => {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const authError = params.get('authError');
  const notice = useAuthNotice();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [signIn, { isLoading }] = useSignInMutation();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const busy = isLoading || redirecting;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      const result = await signIn({
        email: email.trim(),
        password,
        rememberMe,
        ...(returnTo ? { returnTo } : {}),
      }).unwrap();
      setRedirecting(true);
      completeSignIn(result.user);
      const target =
        returnTo ??
        safeReturnTo(result.returnTo) ??
        safeReturnTo(result.redirect) ??
        paths.dashboard;
      await navigate(target, { replace: true });
    } catch (failure) {
      setRedirecting(false);
      setError(apiErrorMessage(failure, UNKNOWN_ERROR));
    }
  };

  const signUpLink = returnTo
    ? `${paths.signUp}?${new URLSearchParams({ returnTo }).toString()}`
    : paths.signUp;

  return (
    <AuthLayout
      title="Sign in to Vanilla"
      subtitle="Proposals, calls and your team, in one place."
      footer={
        <>
          New to Vanilla?{' '}
          <Link to={signUpLink} className="font-semibold text-brand-700 hover:text-brand-800">
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-5">
        {/* The app-wide notice above already says to sign in again. */}
        {authError && !notice && <Alert tone="info">{authError}</Alert>}
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
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          revealable
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          labelAside={
            <Link
              to={paths.resetPassword}
              className="rounded text-sm font-medium text-brand-700 hover:text-brand-800"
            >
              Forgot password?
            </Link>
          }
        />
        <label className="flex items-center gap-2.5 text-sm text-neutral-700">
          <input
            type="checkbox"
            name="rememberMe"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
            className="size-4 rounded border-neutral-300 accent-brand-600"
          />
          Remember me
        </label>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthLayout>
  );
};
