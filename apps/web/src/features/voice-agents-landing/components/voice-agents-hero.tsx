import type { ReactNode } from 'react';
import { ClockIcon, PhoneIcon } from '../../../components/icons';
import { audienceFor } from '../utils/business-audience';

type VoiceAgentsHeroProps = {
  /** The "For Businesses" menu entry the visitor came from, e.g. "Real Estate". */
  businessType: string;
  /** The main button and the demo-call button. */
  actions: ReactNode;
  /** Beside the text on wide screens, under it on phones. */
  aside: ReactNode;
  /** Inside the dashboard's padded content area rather than full width on the public site. */
  inset: boolean;
};

export const VoiceAgentsHero = ({ businessType, actions, aside, inset }: VoiceAgentsHeroProps) => (
  <section
    aria-labelledby="va-hero-title"
    className={`relative isolate overflow-hidden ${inset ? 'rounded-3xl' : ''}`}
  >
    <div
      aria-hidden="true"
      className="absolute inset-x-0 -top-40 -z-10 h-[40rem] bg-[radial-gradient(ellipse_at_top_left,var(--color-brand-100),transparent_60%)]"
    />
    <div
      className={`mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 pt-12 pb-16 sm:pt-20 ${
        inset
          ? 'sm:px-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:gap-10'
          : 'px-4 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:px-8 lg:pb-24'
      }`}
    >
      <div>
        <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white/80 px-3 py-1 text-sm font-medium text-brand-700 shadow-sm">
          <PhoneIcon className="size-4" />
          AI Calls + Presentations with AI
        </p>
        <h1
          id="va-hero-title"
          className="mt-6 text-4xl font-bold tracking-tight text-balance text-neutral-950 sm:text-6xl"
        >
          Never miss a customer call
        </h1>
        <p className="mt-5 max-w-xl text-lg text-pretty text-neutral-600 sm:text-xl">
          An AI receptionist for {audienceFor(businessType)} that answers every call, 24/7: it books
          appointments, qualifies leads and sends quotes while you are out on the job.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
        <p className="mt-6 flex items-start gap-2 text-sm text-neutral-600">
          <ClockIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
          Open 24 hours a day, 7 days a week. Calls answered in under 5 seconds.
        </p>
      </div>
      <div
        className={`w-full max-w-lg justify-self-start ${inset ? 'xl:justify-self-end' : 'lg:justify-self-end'}`}
      >
        {aside}
      </div>
    </div>
  </section>
);
