import { Link } from 'react-router';
import { ArrowRightIcon, BuildingIcon } from '../../../components/icons';
import { buttonClass } from '../../../components/ui/button';

type CompanyProfileCardProps = {
  /** Settings → Company. */
  settingsHref: string;
};

/**
 * "Tell us about your company", on a manager's home page while the company has no name: until
 * then proposals, mails and the receptionist have no company to speak for.
 */
export const CompanyProfileCard = ({ settingsHref }: CompanyProfileCardProps) => (
  <section
    aria-labelledby="company-card-title"
    className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-linear-to-br from-brand-50 to-white p-5 shadow-sm sm:flex-row sm:items-center sm:gap-6 sm:p-6"
  >
    <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-sm">
      <BuildingIcon className="size-6" />
    </span>
    <div className="min-w-0 flex-1">
      <h2 id="company-card-title" className="text-base font-semibold text-neutral-900">
        Tell us about your company
      </h2>
      <p className="mt-1 text-sm text-neutral-600">
        Add your company&rsquo;s name, logo and contact details. They head every proposal you send,
        sign your emails and greet callers on your AI receptionist.
      </p>
    </div>
    <Link to={settingsHref} className={buttonClass('primary', 'shrink-0')}>
      Add company details
      <ArrowRightIcon className="size-4" />
    </Link>
  </section>
);
