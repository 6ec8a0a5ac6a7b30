import type { InvitationPreview } from '@vanilla/contracts';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { apiErrorMessage, describeApiFailure } from '../../../lib/api-error';
import { useInvitationQuery, useRegisterMutation } from '../api/auth-api';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { safeReturnTo } from '../utils/return-to';
import { AuthLayout } from './auth-layout';

type SignUpFields = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
};

type FieldName = keyof SignUpFields;

const REGISTRATION_FAILED = 'Registration failed. Please try again.';
const INVITATION_INVALID = 'This invitation is no longer valid.';

// Spec 000 §5: checked in this order, the first broken rule is shown.
const validate = (fields: SignUpFields): { field: FieldName; message: string } | null => {
  if (fields.name.trim() === '') return { field: 'name', message: 'Name is required' };
  if (fields.email.trim() === '') return { field: 'email', message: 'Email is required' };
  if (fields.password === '') return { field: 'password', message: 'Password is required' };
  if (fields.password !== fields.confirmPassword) {
    return { field: 'confirmPassword', message: 'Passwords do not match' };
  }
  if (!fields.acceptedTerms) {
    return { field: 'acceptedTerms', message: 'You must accept the terms and conditions' };
  }
  return null;
};

// Spec 000 §8: the server's error, or what kind of answer came back instead of JSON.
const registrationError = (error: unknown): string => {
  const failure = describeApiFailure(error);
  if (failure.kind === 'network') {
    return 'Network error or invalid server response. Please try again later.';
  }
  if (failure.kind === 'not-json') {
    return failure.isHtml
      ? 'Server returned an HTML error page. The registration service might be down.'
      : 'Server response error: Invalid content type';
  }
  return apiErrorMessage(error, REGISTRATION_FAILED);
};

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/**
 * /signup (000 §2, §3, §5): name, email, password, confirmation and the terms. With
 * `?invitation=TOKEN` the email is the invited one and the account joins that company. On
 * success: `returnTo`, else the server's redirect, else /business.
 */
export const SignUpForm = () => {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const invitationToken = params.get('invitation') ?? '';
  // Once the account is made the invitation is used up: no fetching it again (a 404) when
  // signing in resets the cache, and the page keeps what it showed until it moves on.
  const [accepted, setAccepted] = useState<InvitationPreview | null>(null);
  const invitation = useInvitationQuery(invitationToken, {
    skip: invitationToken === '' || accepted !== null,
  });
  const invited = accepted ?? invitation.data;

  const [fields, setFields] = useState<SignUpFields>({
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
    acceptedTerms: false,
  });
  const [error, setError] = useState<{ field: FieldName | null; message: string } | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [register, { isLoading }] = useRegisterMutation();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const busy = isLoading || redirecting;
  const email = invited ? invited.email : fields.email;

  const update = <Name extends FieldName>(name: Name, value: SignUpFields[Name]) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (error?.field === name) setError(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const broken = validate({ ...fields, email });
    if (broken) {
      setError(broken);
      const field = event.currentTarget.elements.namedItem(broken.field);
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    setError(null);
    try {
      const result = await register({
        email: email.trim(),
        username: fields.name.trim(),
        password: fields.password,
        company_name: '',
        phone: '',
        user_type: 'member',
        industry: '',
        business_size: '',
        business_role: '',
        business_address: '',
        business_website: '',
        reasons: [],
        ...(invited ? { invitation_token: invitationToken } : {}),
      }).unwrap();
      // Rendered before the cache reset below, so the hook already skips when it is reset.
      flushSync(() => {
        setRedirecting(true);
        if (invited) setAccepted(invited);
      });
      completeSignIn(result.user);
      await navigate(returnTo ?? safeReturnTo(result.redirect) ?? paths.business.home, {
        replace: true,
      });
    } catch (failure) {
      setRedirecting(false);
      setError({ field: null, message: registrationError(failure) });
    }
  };

  const signInLink = returnTo
    ? `${paths.signIn}?${new URLSearchParams({ returnTo }).toString()}`
    : paths.signIn;

  if (invitationToken !== '' && invitation.isLoading) {
    return (
      <AuthLayout title="Checking your invitation">
        <Spinner label="Loading invitation…" className="py-6" />
      </AuthLayout>
    );
  }

  const invalidField = error?.field ?? null;
  return (
    <AuthLayout
      title={invited ? `Join ${invited.company_name}` : 'Create your account'}
      subtitle={
        invited
          ? 'You were invited to work on proposals and calls with your team.'
          : 'Start free: an AI receptionist and AI proposals for your business.'
      }
      footer={
        <>
          Already have an account?{' '}
          <Link to={signInLink} className="font-semibold text-brand-700 hover:text-brand-800">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {invitation.isError && (
          <Alert tone="error">
            {apiErrorMessage(invitation.error, INVITATION_INVALID)} You can still create an account
            for your own business below.
          </Alert>
        )}
        {error && <Alert tone="error">{error.message}</Alert>}
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          invalid={invalidField === 'name'}
          value={fields.name}
          onChange={(event) => update('name', event.target.value)}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          readOnly={Boolean(invited)}
          invalid={invalidField === 'email'}
          hint={invited ? `The invitation was sent to this address.` : undefined}
          value={email}
          onChange={(event) => update('email', event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          revealable
          invalid={invalidField === 'password'}
          value={fields.password}
          onChange={(event) => update('password', event.target.value)}
        />
        <TextField
          label="Confirm password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          revealable
          invalid={invalidField === 'confirmPassword'}
          value={fields.confirmPassword}
          onChange={(event) => update('confirmPassword', event.target.value)}
        />
        <label className="flex items-start gap-2.5 text-sm text-neutral-700">
          <input
            type="checkbox"
            name="acceptedTerms"
            required
            aria-invalid={invalidField === 'acceptedTerms' || undefined}
            checked={fields.acceptedTerms}
            onChange={(event) => update('acceptedTerms', event.target.checked)}
            className="mt-0.5 size-4 shrink-0 rounded border-neutral-300 accent-brand-600"
          />
          <span>
            I accept the{' '}
            <Link to={paths.terms} target="_blank" className={linkClass}>
              Terms of Service<span className="sr-only"> (opens in a new tab)</span>
            </Link>{' '}
            and the{' '}
            <Link to={paths.privacy} target="_blank" className={linkClass}>
              Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
            </Link>
            .
          </span>
        </label>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </AuthLayout>
  );
};
