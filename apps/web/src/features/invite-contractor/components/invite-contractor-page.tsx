import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  SearchIcon,
  UsersIcon,
  type IconProps,
} from '../../../components/icons';
import { PageContainer } from '../../../components/layouts/page-container';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SampleDataBadge } from '../../../components/ui/sample-data-badge';
import { paths } from '../../../config/paths';
import { CHOICE_PARAM, inviteChoiceOf, type InviteChoice } from '../utils/contractor-search';
import { ContractorInMind } from './contractor-in-mind';
import { FindContractor } from './find-contractor';

const options: {
  choice: InviteChoice;
  title: string;
  description: string;
  icon: ComponentType<IconProps>;
}[] = [
  {
    choice: 'in-mind',
    title: 'I have a contractor in mind',
    description: 'Invite a contractor you already know to send their proposal here.',
    icon: UsersIcon,
  },
  {
    choice: 'find',
    title: 'I want to find a contractor',
    description: 'Browse well-reviewed local pros and pick who should bid.',
    icon: SearchIcon,
  },
];

const Options = () => (
  <ul className="mt-10 grid gap-4 sm:grid-cols-2">
    {options.map(({ choice, title, description, icon: OptionIcon }) => (
      <li
        key={choice}
        className="group relative rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md"
      >
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <OptionIcon className="size-6" />
        </span>
        <h2 className="mt-5 text-lg font-semibold text-neutral-900">
          <Link
            to={`?${CHOICE_PARAM}=${choice}`}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
          >
            {title}
          </Link>
        </h2>
        <p className="mt-1.5 text-neutral-600">{description}</p>
        <ArrowRightIcon className="mt-5 size-5 text-brand-600 transition-transform group-hover:translate-x-0.5" />
      </li>
    ))}
  </ul>
);

/**
 * /invite-contractor (000 §2): two choices, each on its own address (`?choice=`) so the browser's
 * Back returns to the options as the page's own back link does.
 */
export const InviteContractorPage = () => {
  const [params] = useSearchParams();
  const choice = inviteChoiceOf(params.get(CHOICE_PARAM));
  return (
    <PageContainer width="max-w-3xl">
      <PageHeader
        before={
          choice && (
            <Link to={paths.inviteContractor} className={buttonClass('ghost', '-ml-3')}>
              <ArrowLeftIcon className="size-4" />
              Back to options
            </Link>
          )
        }
        eyebrow="Get more proposals"
        badge={<SampleDataBadge />}
        title="Invite a contractor"
        description="Collect every proposal for your project in one place, so comparing them is easy."
      />
      {choice === null && <Options />}
      {choice !== null && (
        <div className="mt-8 sm:mt-10 sm:rounded-3xl sm:border sm:border-neutral-200 sm:bg-white sm:p-8 sm:shadow-sm">
          {choice === 'in-mind' ? <ContractorInMind /> : <FindContractor />}
        </div>
      )}
    </PageContainer>
  );
};
