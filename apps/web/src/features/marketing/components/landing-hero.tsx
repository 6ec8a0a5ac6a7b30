import type { ReactNode } from 'react';
import { PhoneIcon } from '../../../components/icons';
import { HeroGlow } from '../../../components/ui/hero-glow';

type LandingHeroProps = {
  /** The proposal prompt, composed in by the route. */
  children: ReactNode;
};

export const LandingHero = ({ children }: LandingHeroProps) => (
  <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
    <HeroGlow tone="brand" />
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 sm:pb-28">
      <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white/80 px-3 py-1 text-sm font-medium text-brand-700 shadow-sm">
        <PhoneIcon className="size-4" />
        AI receptionist and AI proposals
      </p>
      <h1
        id="hero-title"
        className="mt-6 text-4xl font-bold tracking-tight text-balance text-neutral-950 sm:text-6xl"
      >
        Never miss a call again with AI
      </h1>
      <p className="mt-5 max-w-2xl text-lg text-pretty text-neutral-600 sm:text-xl">
        Your AI receptionist picks up every call, and Vanilla turns a few notes or a quick voice
        memo into a polished proposal your client can sign the same day.
      </p>
      <div className="mt-10 w-full">{children}</div>
    </div>
  </section>
);
