import type { ReportsArea } from '../../../features/reports/utils/report-rows';
import { paths } from '../../../config/paths';
import { ReportsPage } from '../../../features/reports/components/reports-page';
import { useViewer } from '../use-viewer';

/** /business/reports and /business2/reports (001 §2 Reports). */
export const ReportsRoute = ({ area }: { area: ReportsArea }) => {
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
