import { useSearchParams } from 'react-router';
import { plans } from '@vanilla/contracts';
import {
  BuildingIcon,
  CreditCardIcon,
  LockIcon,
  SendIcon,
  UsersIcon,
} from '../../../components/icons';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { useSession } from '../../../features/auth/hooks/use-session';
import { BillingSettings } from '../../../features/billing/components/billing-settings';
import { GetPaidSettings } from '../../../features/billing/components/get-paid-settings';
import { CompanySettings } from '../../../features/company/components/company-settings';
import { FollowUpSettings } from '../../../features/follow-ups/components/follow-up-settings';
import { TeamSettings } from '../../../features/team/components/team-settings';

type SettingsTab = 'billing' | 'company' | 'follow-ups' | 'security' | 'team';

const isSettingsTab = (value: string | null): value is SettingsTab =>
  value === 'billing' ||
  value === 'company' ||
  value === 'follow-ups' ||
  value === 'security' ||
  value === 'team';

/**
 * /business2/settings (001 §2): Billing & Subscription (first), Company (managers edit, members
 * read), Follow-ups (likewise), Security, and for managers Team. The open tab is kept in `?tab=` so it can be linked to.
 */
export const SettingsRoute = () => {
  const { account } = useSession();
  const [params, setParams] = useSearchParams();
  const isManager = account?.userType === 'manager';

  const tabs: TabItem<SettingsTab>[] = [
    {
      id: 'billing',
      label: 'Billing & Subscription',
      icon: CreditCardIcon,
      panel: (
        <div className="flex flex-col gap-8">
          <BillingSettings
            tier={account?.tier ?? null}
            // The subscription is asked for once the server has confirmed who is signed in.
            accountId={account?.tier ? account.id : null}
          />
          {isManager && <GetPaidSettings />}
        </div>
      ),
    },
    {
      id: 'company',
      label: 'Company',
      icon: BuildingIcon,
      panel: <CompanySettings canEdit={isManager} />,
    },
    {
      id: 'follow-ups',
      label: 'Follow-ups',
      icon: SendIcon,
      panel: (
        <FollowUpSettings
          canEdit={isManager}
          canSend={account?.tier ? plans[account.tier].sendsProposals : false}
          pricingPath={paths.pricing}
        />
      ),
    },
    {
      id: 'security',
      label: 'Security',
      icon: LockIcon,
      panel: (
        <section aria-labelledby="change-password-title" className="flex flex-col gap-4">
          <div>
            <h3 id="change-password-title" className="text-base font-semibold text-neutral-900">
              Change password
            </h3>
            <p className="mt-1 text-sm text-neutral-500">
              Use at least 6 characters, and a password you do not use elsewhere.
            </p>
          </div>
          <ChangePasswordForm username={account?.email ?? ''} />
        </section>
      ),
    },
  ];
  if (isManager) tabs.push({ id: 'team', label: 'Team', icon: UsersIcon, panel: <TeamSettings /> });

  const requested = params.get('tab');
  const selected =
    isSettingsTab(requested) && tabs.some((tab) => tab.id === requested) ? requested : 'billing';

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <title>Settings · Vanilla</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-950 sm:text-3xl">Settings</h1>
        <p className="mt-1 text-neutral-600">
          Your plan, your company, your follow-ups, your password and your team.
        </p>
      </header>
      <Tabs
        label="Settings"
        tabs={tabs}
        selected={selected}
        onSelect={(tab) => setParams({ tab }, { replace: true })}
      />
    </div>
  );
};
