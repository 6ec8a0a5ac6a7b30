import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';

export const ClosingCallToAction = () => (
  <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
    <div className="relative isolate overflow-hidden rounded-3xl bg-brand-600 px-6 py-14 text-center shadow-xl sm:px-12">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_top_right,var(--color-brand-400),transparent_55%)]"
      />
      <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
        Let AI pick up the phone
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-brand-100">
        Start free: train your AI receptionist and send your first proposals today.
      </p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link
          to={paths.signUp}
          className="inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 text-sm font-semibold text-brand-700 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-white"
        >
          Get started
          <ArrowRightIcon className="size-4" />
        </Link>
        <Link
          to={paths.pricing}
          className="rounded-full px-6 py-3 text-sm font-semibold text-white ring-1 ring-white/40 transition-colors hover:bg-white/10 focus-visible:outline-white"
        >
          See pricing
        </Link>
      </div>
    </div>
  </section>
);
