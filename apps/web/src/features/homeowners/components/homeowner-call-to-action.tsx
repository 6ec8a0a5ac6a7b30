import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';

export const HomeownerCallToAction = () => (
  <section
    aria-labelledby="homeowner-cta-title"
    className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8"
  >
    <div className="relative isolate overflow-hidden rounded-3xl bg-brand-600 px-6 py-14 text-center shadow-xl sm:px-12">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_top_right,var(--color-brand-400),transparent_55%)]"
      />
      <h2
        id="homeowner-cta-title"
        className="text-3xl font-bold tracking-tight text-white sm:text-4xl"
      >
        See a home dashboard
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-brand-100">
        Look around a sample home: photos, notes, tasks, its value and its climate impact.
      </p>
      <Link
        to={paths.dashboard}
        className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 text-sm font-semibold text-brand-700 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-white"
      >
        View my Home
        <ArrowRightIcon className="size-4" />
      </Link>
    </div>
  </section>
);
