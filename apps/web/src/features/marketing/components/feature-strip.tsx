import { BoltIcon, ShieldCheckIcon, SparklesIcon, TrendingUpIcon } from '../../../components/icons';

const features = [
  {
    title: 'Lightning fast',
    description: 'A ready-to-send proposal in under a minute.',
    icon: BoltIcon,
  },
  {
    title: 'Secure & private',
    description: 'Your customers’ details stay private to your company.',
    icon: ShieldCheckIcon,
  },
  {
    title: 'AI powered',
    description: 'Scope, pricing and terms written from your notes.',
    icon: SparklesIcon,
  },
  {
    title: 'Higher conversions',
    description: 'Professional proposals that clients open and sign.',
    icon: TrendingUpIcon,
  },
];

export const FeatureStrip = () => (
  <section aria-labelledby="features-title" className="border-y border-neutral-200 bg-neutral-50">
    <h2 id="features-title" className="sr-only">
      Why Vanilla
    </h2>
    <ul className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
      {features.map(({ title, description, icon: FeatureIcon }) => (
        <li key={title} className="flex items-start gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-brand-600 shadow-sm ring-1 ring-neutral-200">
            <FeatureIcon className="size-6" />
          </span>
          <div>
            <h3 className="font-semibold text-neutral-900">{title}</h3>
            <p className="mt-1 text-sm text-neutral-600">{description}</p>
          </div>
        </li>
      ))}
    </ul>
  </section>
);
