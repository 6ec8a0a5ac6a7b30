import type { ReportsArea } from '../../../features/reports/utils/report-rows';
import { paths } from '../../../config/paths';
import { ReportsPage } from '../../../features/reports/components/reports-page';
import { useViewer } from '../use-viewer';

const ReportsRoute = ({ area }: { area: ReportsArea }) => {
  const { isManager, teamOptions } = useViewer();
  return (
    <>
      <title>Reports · Vanilla</title>
      <ReportsPage
        area={area}
        reportHref={paths[area].report}
        team={teamOptions}
        isManager={isManager}
      />
    </>
  );
};

/** /business/reports (001 §2 Reports). */
export const BusinessReportsRoute = () => <ReportsRoute area="business" />;

/** /business2/reports (001 §2 Reports). */
export const Business2ReportsRoute = () => <ReportsRoute area="business2" />;
