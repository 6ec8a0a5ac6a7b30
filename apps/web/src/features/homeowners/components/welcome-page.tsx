import { Link, useLocation } from 'react-router';
import {
  ArrowRightIcon,
  CameraIcon,
  CheckCircleIcon,
  DocumentIcon,
  LeafIcon,
  NoteIcon,
  UsersIcon,
} from '../../../components/icons';
import { buttonClass } from '../../../components/ui/button';
import { PageGlow } from '../../../components/ui/section-intro';
import { paths } from '../../../config/paths';
import { zipCodeFrom } from '../utils/welcome-state';

const dashboardParts = [
  { label: 'Photos you choose to share with contractors', icon: CameraIcon },
  { label: 'Home Notes and Home Tasks', icon: NoteIcon },
  { label: 'Your home’s value and climate impact', icon: LeafIcon },
];

/**
 * Where the zip code form lands (000 §2): a welcome that leads into the home dashboard, with the
 * zip code shown back as typed.
 */
export const WelcomePage = () => {
  const zipCode = zipCodeFrom(useLocation().state);
  return (
    <section aria-labelledby="welcome-title" className="relative isolate overflow-hidden">
      <PageGlow tone="emerald" className="h-[36rem]" />
      <div className="mx-auto max-w-3xl px-4 pt-16 pb-20 sm:px-6 sm:pt-24">
        <div className="text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-emerald-100 text-emerald-700">
            <CheckCircleIcon className="size-7" />
          </span>
          <h1
            id="welcome-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-neutral-950 sm:text-5xl"
          >
            Welcome home
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-neutral-600">
            {zipCode ? `You’re set up for ${zipCode}. ` : 'You’re set up. '}
            Your home dashboard keeps everything about your home in one place, ready for the
            contractors you invite.
          </p>
        </div>
        <div className="mt-12 overflow-hidden rounded-3xl border border-neutral-200 bg-white shadow-xl shadow-brand-900/5">
          {/* The sample home's front, as the dashboard shows it first. */}
          <img
            src="/home-demo/front-exterior.svg"
            alt=""
            className="aspect-[16/7] w-full border-b border-neutral-200 object-cover"
          />
          <div className="p-6 sm:p-8">
            <h2 className="text-lg font-semibold text-neutral-950">Your home dashboard</h2>
            <p className="mt-1 text-sm text-neutral-600">
              We filled it with a sample home so you can try everything first.
            </p>
            <ul className="mt-6 flex flex-col gap-4">
              {dashboardParts.map(({ label, icon: PartIcon }) => (
                <li key={label} className="flex items-center gap-3 text-neutral-800">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                    <PartIcon className="size-5" />
                  </span>
                  {label}
                </li>
              ))}
            </ul>
            <Link
              to={paths.dashboard}
              className={buttonClass('primary', 'mt-8 w-full py-3 text-base')}
            >
              View my Home
              <ArrowRightIcon className="size-5" />
            </Link>
          </div>
        </div>
        <div className="mt-8 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Link to={paths.inviteContractor} className={buttonClass('secondary', 'py-3')}>
            <UsersIcon className="size-5 text-brand-600" />
            Invite a contractor
          </Link>
          <Link to={paths.homeProposals} className={buttonClass('secondary', 'py-3')}>
            <DocumentIcon className="size-5 text-brand-600" />
            See proposals
          </Link>
        </div>
      </div>
    </section>
  );
};
