import { HomeIcon } from '../../../components/icons';
import { PageGlow } from '../../../components/ui/section-intro';
import { ZipCodeForm } from './zip-code-form';

export const HomeownerHero = () => (
  <section aria-labelledby="homeowner-hero-title" className="relative isolate overflow-hidden">
    <PageGlow tone="emerald" className="h-[36rem]" />
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 sm:pb-28">
      <p className="inline-flex items-center gap-2 rounded-full border border-emerald-100 bg-white/80 px-3 py-1 text-sm font-medium text-emerald-800 shadow-sm">
        <HomeIcon className="size-4" />
        For homeowners
      </p>
      <h1
        id="homeowner-hero-title"
        className="mt-6 text-4xl font-bold tracking-tight text-balance text-neutral-950 sm:text-6xl"
      >
        Your home, taken care of
      </h1>
      <p className="mt-5 max-w-2xl text-lg text-pretty text-neutral-600 sm:text-xl">
        Fix what is broken, plan the next upgrade and track your home’s impact, with proposals from
        contractors you trust, all in one place.
      </p>
      <div className="mt-10 w-full max-w-xl">
        <ZipCodeForm />
      </div>
    </div>
  </section>
);
