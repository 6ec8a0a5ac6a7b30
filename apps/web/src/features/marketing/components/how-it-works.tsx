import {
  BoxIcon,
  EyeIcon,
  PencilIcon,
  RefreshIcon,
  SendIcon,
  SparklesIcon,
} from '../../../components/icons';
import { SectionIntro } from '../../../components/ui/section-intro';
import { StepCard } from '../../../components/ui/step-card';

const steps = [
  {
    title: 'Enter details',
    description: 'Type or say what the job is: scope, materials, price.',
    icon: PencilIcon,
  },
  {
    title: 'Edit using AI',
    description: 'Ask the AI to rewrite, expand or tighten any section.',
    icon: SparklesIcon,
  },
  {
    title: 'Choose customer view',
    description: 'Pick the template your client sees: minimalist, modern or professional.',
    icon: EyeIcon,
  },
  {
    title: 'Send and track',
    description: 'Share one link and see the moment your client opens it.',
    icon: SendIcon,
  },
  {
    title: 'AI follow-up',
    description: 'Gentle follow-ups keep the proposal in front of your client.',
    icon: RefreshIcon,
  },
];

export const HowItWorks = () => (
  <section aria-labelledby="how-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
    <SectionIntro eyebrow="Six steps" title="How does it work?" titleId="how-title" />
    <ol className="mt-12 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {steps.map((step, index) => (
        <StepCard key={step.title} number={index + 1} {...step} />
      ))}
      <li className="relative rounded-2xl border border-dashed border-neutral-300 bg-neutral-50 p-6">
        <div className="flex items-center justify-between">
          <span className="flex size-11 items-center justify-center rounded-xl bg-white text-neutral-400 ring-1 ring-neutral-200">
            <BoxIcon className="size-6" />
          </span>
          <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-800">
            Coming soon
          </span>
        </div>
        <h3 className="mt-5 font-semibold text-neutral-700">
          Coming soon: voice ordering of parts
        </h3>
        <p className="mt-1.5 text-sm text-neutral-500">
          Order the parts a job needs from your supplier, just by asking.
        </p>
      </li>
    </ol>
  </section>
);
