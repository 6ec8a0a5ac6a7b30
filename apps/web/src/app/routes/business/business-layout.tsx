import { Outlet } from 'react-router';
import { DashboardShell } from '../../../features/dashboard/components/dashboard-shell';
import { businessLinks } from '../../../features/dashboard/sidebar-links';

/** /business/*: the business sidebar (001 §2) beside the page. */
export const BusinessLayout = () => (
  <DashboardShell label="Business" links={businessLinks} mobile="drawer">
    <Outlet />
  </DashboardShell>
);
