import type { ComponentType } from 'react';
import { Link } from 'react-router';
import {
  ArrowRightIcon,
  CreditCardIcon,
  DocumentIcon,
  HeadsetIcon,
  LockIcon,
  SparklesIcon,
  type IconProps,
} from '../../../components/icons';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { paths } from '../../../config/paths';
import { useSession } from '../../../features/auth/hooks/use-session';
import { plans } from '@vanilla/contracts';
import { CompanyProfileCard } from '../../../features/company/components/company-profile-card';
import { TeamCard } from '../../../features/team/components/team-card';
import { roleLabel } from '../../../lib/format';

type QuickAction = {
  title: string;
  description: string;
  to: string;
  icon: ComponentType<IconProps>;
  primary?: boolean;
};

const quickActions: QuickAction[] = [
  {
    title: 'Create Proposal',
    description: 'Describe the job and let AI write the proposal.',
    to: paths.business.createProposal,
    icon: SparklesIcon,
    primary: true,
  },
  {
    title: 'Proposals',
    description: 'See who opened, viewed and signed what you sent.',
    to: paths.business.proposals,
    icon: DocumentIcon,
  },
  {
    title: 'AI Receptionist',
    description: 'Set up the line that answers when you cannot.',
    to: paths.business.voiceAgents,
    icon: HeadsetIcon,
  },
];

const greeting = (hour: number): string =>
  hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';

const settingsTab = (tab: string) => `${paths.business2.settings}?tab=${tab}`;

/** /business: a greeting, quick actions, and the team (managers) or the account (members). */
export const BusinessHomeRoute = () => {
  const { account, status } = useSession();
  if (!account) return null;
  const isManager = account.userType === 'manager';
  const plan = account.tier ? plans[account.tier] : null;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <title>Home · Vanilla</title>
      <header className="flex items-center gap-4">
        <UserAvatar name={account.username || account.email} size="md" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-950 sm:text-3xl">
            {greeting(new Date().getHours())}, {account.username}
          </h1>
          <p className="mt-1 truncate text-neutral-600">
            {account.companyName && (
              <>
                {account.companyName}
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
              </>
            )}
            {roleLabel(account.userType)}
          </p>
        </div>
      </header>

      {/* Until the company has a name, nothing the team sends can say who it comes from (the
          server's word, not a stored sign-in's). */}
      {isManager && status === 'authenticated' && account.companyName === '' && (
        <CompanyProfileCard settingsHref={settingsTab('company')} />
      )}

      <section aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title" className="sr-only">
          Quick actions
        </h2>
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-3 lg:gap-4">
          {quickActions.map(({ title, description, to, icon: ActionIcon, primary }) => (
            <li key={title}>
              <Link
                to={to}
                className={`group grid h-full grid-cols-[auto_1fr] items-center gap-x-4 gap-y-1 rounded-2xl border p-4 shadow-sm transition-all hover:-translate-y-0.5 hover:shadow-md lg:flex lg:flex-col lg:items-start lg:gap-3 lg:p-5 ${
                  primary
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-neutral-200 bg-white text-neutral-900 hover:border-brand-200'
                }`}
              >
                <span
                  className={`row-span-2 flex size-10 items-center justify-center rounded-xl ${
                    primary ? 'bg-white/15 text-white' : 'bg-brand-50 text-brand-600'
                  }`}
                >
                  <ActionIcon className="size-5" />
                </span>
                <span className="flex items-center gap-1.5 font-semibold">
                  {title}
                  <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
                <span className={`text-sm ${primary ? 'text-brand-100' : 'text-neutral-500'}`}>
                  {description}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {isManager ? (
            <TeamCard inviteHref={settingsTab('team')} />
          ) : (
            <section
              aria-labelledby="account-card-title"
              className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
            >
              <h2 id="account-card-title" className="text-base font-semibold text-neutral-900">
                Your account
              </h2>
              <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-neutral-500">Email</dt>
                  <dd className="mt-0.5 truncate font-medium text-neutral-900">{account.email}</dd>
                </div>
                <div>
                  <dt className="text-neutral-500">Company</dt>
                  <dd className="mt-0.5 truncate font-medium text-neutral-900">
                    {account.companyName || 'Not named yet'}
                  </dd>
                </div>
              </dl>
              <p className="mt-4 text-sm text-neutral-500">
                You work on your own proposals and calls; your manager sees the whole team&rsquo;s.
              </p>
            </section>
          )}
        </div>
        <section
          aria-labelledby="plan-card-title"
          className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="plan-card-title" className="text-base font-semibold text-neutral-900">
            Plan and security
          </h2>
          <Link
            to={settingsTab('billing')}
            className="flex items-center gap-3 rounded-xl p-2 -m-2 hover:bg-neutral-50"
          >
            <CreditCardIcon className="size-5 text-brand-600" />
            <span className="flex-1 text-sm">
              <span className="block font-medium text-neutral-900">
                {plan ? `${plan.name} plan` : 'Your plan'}
              </span>
              <span className="text-neutral-500">Billing & Subscription</span>
            </span>
            <ArrowRightIcon className="size-4 text-neutral-400" />
          </Link>
          <Link
            to={settingsTab('security')}
            className="flex items-center gap-3 rounded-xl p-2 -m-2 hover:bg-neutral-50"
          >
            <LockIcon className="size-5 text-brand-600" />
            <span className="flex-1 text-sm">
              <span className="block font-medium text-neutral-900">Password</span>
              <span className="text-neutral-500">Change it in Security</span>
            </span>
            <ArrowRightIcon className="size-4 text-neutral-400" />
          </Link>
        </section>
      </div>
    </div>
  );
};
