import { useNavigate } from 'react-router';
import { LockIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

type AccessDeniedProps = {
  /** Why, when it is not a matter of role (e.g. the session could not be verified). */
  detail?: string;
};

/** The protected-route wrapper's refusal (000 §2, 001 §2). */
export const AccessDenied = ({ detail }: AccessDeniedProps) => {
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <title>Access Denied · Vanilla</title>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-600 ring-1 ring-red-100">
        <LockIcon className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-neutral-950">Access Denied</h1>
      <p className="mt-3 text-neutral-600">You don&apos;t have permission to access this page.</p>
      {detail && <p className="mt-2 text-sm text-neutral-500">{detail}</p>}
      <Button className="mt-8" onClick={() => void navigate(paths.home)}>
        Return to Home
      </Button>
    </section>
  );
};
