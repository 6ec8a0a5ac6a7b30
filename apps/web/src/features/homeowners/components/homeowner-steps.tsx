import { SectionIntro } from '../../../components/ui/section-intro';
import { StepCard } from '../../../components/ui/step-card';
import { homeownerSteps } from '../data/homeowner-content';

export const HomeownerSteps = () => (
  <section
    aria-labelledby="homeowner-steps-title"
    className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
  >
    <SectionIntro titleId="homeowner-steps-title" eyebrow="Four steps" title="How it works" />
    <ol className="mt-12 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {homeownerSteps.map((step, index) => (
        <StepCard key={step.title} number={index + 1} {...step} />
      ))}
    </ol>
  </section>
);
