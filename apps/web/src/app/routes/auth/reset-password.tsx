import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { ResetRequestForm } from '../../../features/auth/components/reset-request-form';

/** With `token` and `email` in the query: set a new password; otherwise ask for a link. */
export const ResetPasswordRoute = () => {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  return (
    <>
      <title>Reset your password · Vanilla</title>
      {token && email ? <ResetPasswordForm token={token} email={email} /> : <ResetRequestForm />}
    </>
  );
};
