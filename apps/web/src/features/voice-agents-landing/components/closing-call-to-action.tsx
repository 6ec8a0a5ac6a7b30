import type { ReactNode } from 'react';

type ClosingCallToActionProps = {
  /** The main button and the demo-call button. */
  actions: ReactNode;
  /** "No credit card required" is said to signed-out visitors only (000 §2). */
  showNoCardNote: boolean;
  /** Inside the dashboard's padded content area rather than full width on the public site. */
  inset: boolean;
};

export const ClosingCallToAction = ({
  actions,
  showNoCardNote,
  inset,
}: ClosingCallToActionProps) => (
  <section
    aria-labelledby="va-cta-title"
    className={`mx-auto w-full max-w-6xl ${inset ? 'pb-4' : 'px-4 pb-20 sm:px-6 lg:px-8'}`}
  >
    <div className="relative isolate overflow-hidden rounded-3xl bg-brand-600 px-6 py-14 text-center shadow-xl sm:px-12">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_top_right,var(--color-brand-400),transparent_55%)]"
      />
      <h2
        id="va-cta-title"
        className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
      >
        Every call answered, starting tonight
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-brand-100">
        Let your AI receptionist pick up after hours, on weekends and whenever your team is busy.
      </p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {actions}
      </div>
      {showNoCardNote && <p className="mt-4 text-sm text-brand-100">No credit card required</p>}
    </div>
  </section>
);
