import { SignUpForm } from '../../../features/auth/components/sign-up-form';

export const SignUpRoute = () => (
  <>
    <title>Create your account · Vanilla</title>
    <SignUpForm />
  </>
);
