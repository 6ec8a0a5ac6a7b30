import { useState } from 'react';
import { Link } from 'react-router';
import { DocumentIcon, HomeIcon, UsersIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { EditableTitle } from '../../../components/ui/editable-title';
import { paths } from '../../../config/paths';
import { SAMPLE_ADDRESS } from '../data/sample-home';
import { ActionsMenu } from './actions-menu';
import { CategoryCards } from './category-cards';
import { ClimateImpactCard } from './climate-impact-card';
import { SampleDataBadge } from './dashboard-card';
import { HomeNotes } from './home-notes';
import { HomeTasks } from './home-tasks';
import { HomeValueCard } from './home-value-card';
import { PhotoCarousel } from './photo-carousel';

/**
 * The homeowner's home dashboard, "View my Home" (001 "Homeowner demo area"): a sample home
 * whose every change lives in this page's state; nothing reaches the server.
 */
export const HomeDashboardPage = () => {
  const [address, setAddress] = useState(SAMPLE_ADDRESS);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="bg-neutral-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-3">
              <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
                <HomeIcon className="size-4" />
                View my Home
              </p>
              <SampleDataBadge />
            </div>
            <div className="mt-2">
              <EditableTitle
                value={address}
                onChange={setAddress}
                fieldLabel="Home address"
                editLabel="Edit home address"
              />
            </div>
            <p className="mt-2 max-w-2xl text-neutral-600">
              A sample home to try things out: your changes stay on this page and are gone when you
              reload it.
            </p>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:shrink-0 lg:flex-nowrap">
            <ActionsMenu onPick={(label) => setNotice(`${label} is coming soon.`)} />
            <Link to={paths.homeProposals} className={buttonClass('secondary')}>
              <DocumentIcon className="size-4" />
              View Proposals
            </Link>
            <Link to={paths.inviteContractor} className={buttonClass('primary', 'col-span-2')}>
              <UsersIcon className="size-4" />
              Invite Contractor
            </Link>
          </div>
        </header>
        {notice && (
          <Alert tone="info" className="mt-6" onDismiss={() => setNotice(null)}>
            {notice} Until then, invite a contractor or look through the proposals you have.
          </Alert>
        )}
        <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            <PhotoCarousel />
            <CategoryCards />
            <HomeNotes />
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <HomeValueCard />
            <ClimateImpactCard />
            <HomeTasks />
          </div>
        </div>
      </div>
    </div>
  );
};
