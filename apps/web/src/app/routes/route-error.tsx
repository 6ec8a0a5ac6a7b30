import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths';

// Last line of defence for a render or loader error: a readable page instead of a blank one.
export const RouteError = () => {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'An unexpected error occurred.';
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <title>Something went wrong · Vanilla</title>
      <h1 className="text-3xl font-bold tracking-tight text-neutral-950">Something went wrong</h1>
      <p className="mt-3 text-neutral-600">{detail}</p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Try again
        </button>
        <Link
          to={paths.home}
          className="rounded-full px-5 py-2.5 text-sm font-semibold text-neutral-800 ring-1 ring-neutral-200 hover:bg-neutral-50"
        >
          Go home
        </Link>
      </div>
    </main>
  );
};
