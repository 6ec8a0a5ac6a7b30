import { useParams } from 'react-router';
import type { ReportsArea } from '../../../features/reports/utils/report-rows';
import { paths } from '../../../config/paths';
import { ReportPage } from '../../../features/reports/components/report-page';
import { useViewer } from '../use-viewer';

const ReportRoute = ({ area }: { area: ReportsArea }) => {
  const { isManager } = useViewer();
  const reportId = useParams().reportId ?? '';
  return (
    <>
      <title>Report · Vanilla</title>
      <ReportPage
        key={reportId}
        reportId={reportId}
        listHref={paths[area].reports}
        isManager={isManager}
      />
    </>
  );
};

/** /business/reports/:reportId. */
export const BusinessReportRoute = () => <ReportRoute area="business" />;

/** /business2/reports/:reportId. */
export const Business2ReportRoute = () => <ReportRoute area="business2" />;
