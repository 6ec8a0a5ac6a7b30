import { PhoneIcon, SettingsIcon, SparklesIcon } from '../../../components/icons';
import { CalendarIcon } from './landing-icons';

const steps = [
  {
    title: 'Tell it about your business',
    description: 'Your company, services, hours and the questions callers ask most.',
    icon: SettingsIcon,
  },
  {
    title: 'Choose a voice and greeting',
    description: 'Pick a tone, a name and how your receptionist answers the phone.',
    icon: SparklesIcon,
  },
  {
    title: 'Get your phone number',
    description: 'A local number in the area code you choose, with forwarding to your team.',
    icon: PhoneIcon,
  },
  {
    title: 'Never miss a call',
    description: 'It answers 24/7, books appointments and sends you a summary of every call.',
    icon: CalendarIcon,
  },
];

type HowItWorksStepsProps = {
  /** Inside the dashboard's padded content area rather than full width on the public site. */
  inset: boolean;
};

/** The four-step how-it-works list (000 §2). */
export const HowItWorksSteps = ({ inset }: HowItWorksStepsProps) => (
  <section
    aria-labelledby="va-how-title"
    className={`bg-neutral-950 text-white ${inset ? 'rounded-3xl' : ''}`}
  >
    <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">How it works</p>
        <h2
          id="va-how-title"
          className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          Up and running in four steps
        </h2>
      </div>
      <ol
        className={`mt-12 grid grid-cols-1 gap-5 sm:grid-cols-2 ${inset ? 'xl:grid-cols-4' : 'lg:grid-cols-4'}`}
      >
        {steps.map(({ title, description, icon: StepIcon }, index) => (
          <li key={title} className="rounded-2xl border border-white/10 bg-white/5 p-6">
            <div className="flex items-center justify-between">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-500/20 text-brand-200">
                <StepIcon className="size-6" />
              </span>
              <span aria-hidden="true" className="text-3xl font-bold text-white/15">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <h3 className="mt-5 font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </h3>
            <p className="mt-1.5 text-sm text-neutral-400">{description}</p>
          </li>
        ))}
      </ol>
    </div>
  </section>
);
