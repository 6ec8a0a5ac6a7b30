import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/icons';
import { paths } from '../../config/paths';

export const NotFoundRoute = () => (
  <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-28 text-center">
    <title>Page not found · Vanilla</title>
    <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">404</p>
    <h1 className="mt-3 text-4xl font-bold tracking-tight text-neutral-950">Page not found</h1>
    <p className="mt-4 text-neutral-600">
      The page you are looking for does not exist or has moved.
    </p>
    <Link
      to={paths.home}
      className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
    >
      Back to home
      <ArrowRightIcon className="size-4" />
    </Link>
  </section>
);
