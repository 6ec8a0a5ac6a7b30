import { SignInForm } from '../../../features/auth/components/sign-in-form';

export const SignInRoute = () => (
  <>
    <title>Sign in · Vanilla</title>
    <SignInForm />
  </>
);
