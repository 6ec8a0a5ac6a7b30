import { homeownerSteps } from '../data/homeowner-content';

export const HomeownerSteps = () => (
  <section
    aria-labelledby="homeowner-steps-title"
    className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
  >
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Four steps</p>
      <h2
        id="homeowner-steps-title"
        className="mt-2 text-3xl font-bold tracking-tight text-neutral-950 sm:text-4xl"
      >
        How it works
      </h2>
    </div>
    <ol className="mt-12 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {homeownerSteps.map(({ title, description, icon: StepIcon }, index) => (
        <li key={title} className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
          <div className="flex items-center justify-between">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <StepIcon className="size-6" />
            </span>
            <span aria-hidden="true" className="text-3xl font-bold text-brand-400 tabular-nums">
              {String(index + 1).padStart(2, '0')}
            </span>
          </div>
          <h3 className="mt-5 font-semibold text-neutral-900">{title}</h3>
          <p className="mt-1.5 text-sm text-neutral-600">{description}</p>
        </li>
      ))}
    </ol>
  </section>
);
