import { Badge } from '../../../components/ui/badge';
import { SectionIntro } from '../../../components/ui/section-intro';
import { homeServices } from '../data/homeowner-content';

export const HomeServices = () => (
  <section
    aria-labelledby="home-services-title"
    className="border-y border-neutral-200 bg-neutral-50"
  >
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionIntro
        titleId="home-services-title"
        eyebrow="Home management"
        title="Everything your home needs"
      />
      <ul className="mt-12 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {homeServices.map(({ title, description, icon: ServiceIcon, comingSoon }) => (
          <li
            key={title}
            className={`rounded-2xl p-6 ${
              comingSoon
                ? 'border border-dashed border-neutral-300 bg-neutral-50'
                : 'border border-neutral-200 bg-white shadow-sm'
            }`}
          >
            <div className="flex items-center justify-between gap-3">
              <span
                className={`flex size-11 items-center justify-center rounded-xl ${
                  comingSoon
                    ? 'bg-white text-neutral-500 ring-1 ring-neutral-200'
                    : 'bg-brand-50 text-brand-600'
                }`}
              >
                <ServiceIcon className="size-6" />
              </span>
              {comingSoon && <Badge tone="amber">Coming soon</Badge>}
            </div>
            <h3
              className={`mt-5 font-semibold ${comingSoon ? 'text-neutral-700' : 'text-neutral-900'}`}
            >
              {title}
            </h3>
            <p className="mt-1.5 text-sm text-neutral-600">{description}</p>
          </li>
        ))}
      </ul>
    </div>
  </section>
);
