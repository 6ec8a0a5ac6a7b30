import { SectionIntro } from '../../../components/ui/section-intro';
import { investorFeatures } from '../data/investor-features';
import { InvestorSearchForm } from './investor-search-form';
import { SuggestedSearches } from './suggested-searches';

/** /private-equity: the investor landing, its search and six feature cards (spec 000 §2). */
export const PrivateEquityPage = () => (
  <>
    <section aria-labelledby="pe-title" className="relative isolate overflow-hidden bg-neutral-950">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-800),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-size-[48px_48px]"
      />
      <div className="mx-auto max-w-4xl px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 sm:pb-28">
        <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">
          For private equity
        </p>
        <h1
          id="pe-title"
          className="mt-3 text-4xl font-bold tracking-tight text-balance text-white sm:text-6xl"
        >
          {/* A non-breaking hyphen keeps “home-service” on one line on phones. */}
          Find the home‑service businesses worth backing
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-neutral-300">
          HVAC, plumbing, roofing, electrical and solar companies, seen through how they actually
          operate: calls answered, proposals won, customers kept.
        </p>
        <div className="mx-auto mt-10 max-w-2xl rounded-2xl bg-white/5 p-4 text-left ring-1 ring-white/15 backdrop-blur sm:p-6">
          <InvestorSearchForm tone="dark" />
          <div className="mt-4">
            <SuggestedSearches tone="dark" />
          </div>
        </div>
      </div>
    </section>
    <section
      aria-labelledby="pe-features-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
    >
      <SectionIntro
        eyebrow="What you get"
        title="Evaluate a trade business the way its owner runs it"
        titleId="pe-features-title"
      />
      <ul className="mt-12 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {investorFeatures.map(({ title, description, icon: FeatureIcon }) => (
          <li key={title} className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <FeatureIcon className="size-6" />
            </span>
            <h3 className="mt-5 font-semibold text-neutral-900">{title}</h3>
            <p className="mt-1.5 text-sm text-neutral-600">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  </>
);
