import {
  BuildingIcon,
  DropletIcon,
  LeafIcon,
  PlugIcon,
  RoofIcon,
  SnowflakeIcon,
  SunIcon,
} from '../../../components/icons';
import { SectionIntro } from '../../../components/ui/section-intro';

const industries = [
  { name: 'HVAC', icon: SnowflakeIcon },
  { name: 'Electricians', icon: PlugIcon },
  { name: 'Plumbers', icon: DropletIcon },
  { name: 'Roofing', icon: RoofIcon },
  { name: 'Landscapers', icon: LeafIcon },
  { name: 'Solar', icon: SunIcon },
  { name: 'Real Estate', icon: BuildingIcon },
];

export const CustomersSection = () => (
  <section aria-labelledby="customers-title" className="bg-neutral-950 text-white">
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionIntro
        tone="dark"
        eyebrow="Our customers"
        title="Built for the businesses that keep homes running"
        titleId="customers-title"
      >
        <p>Contractors and agents who are on a roof or at a showing when the phone rings.</p>
      </SectionIntro>
      <ul className="mt-12 flex flex-wrap justify-center gap-3">
        {industries.map(({ name, icon: IndustryIcon }) => (
          <li
            key={name}
            className="flex items-center gap-2.5 rounded-full border border-white/10 bg-white/5 px-5 py-3 text-sm font-medium"
          >
            <IndustryIcon className="size-5 text-brand-300" />
            {name}
          </li>
        ))}
      </ul>
    </div>
  </section>
);
