import { HomeDashboardPage } from '../../features/home-dashboard/components/home-dashboard-page';

/** /dashboard: the homeowner's home dashboard, sample data only (000 §2, 001). */
export const HomeDashboardRoute = () => (
  <>
    <title>View my Home · Vanilla</title>
    <HomeDashboardPage />
  </>
);
