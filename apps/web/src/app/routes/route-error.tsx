import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths';

// What browsers say when a page's code cannot be fetched: Chromium, Firefox, Safari, and Vite's
// own preload of a chunk's stylesheet. Most often a deploy has replaced the chunks this tab knew.
const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

const describe = (error: unknown) => {
  if (isRouteErrorResponse(error)) {
    return {
      title: 'Something went wrong',
      detail: `${error.status} ${error.statusText}`,
      retry: 'Try again',
    };
  }
  if (error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message)) {
    return {
      title: 'This page could not be loaded',
      detail:
        'The app may have been updated since this tab was opened, or the connection dropped. Reload to get the latest version.',
      retry: 'Reload',
    };
  }
  return {
    title: 'Something went wrong',
    detail: 'An unexpected error occurred.',
    retry: 'Try again',
  };
};

// Last line of defence for a render or loader error, and for a page whose code failed to load: a
// readable page instead of a blank one, with a reload.
export const RouteError = () => {
  const { title, detail, retry } = describe(useRouteError());
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <title>{`${title} · Vanilla`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-neutral-950">{title}</h1>
      <p className="mt-3 text-neutral-600">{detail}</p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {retry}
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
