import { useParams } from 'react-router';
import { SharedReportPage } from '../../features/reports/components/shared-report-page';

/** /shared-report/:token: public, signed out. */
export const SharedReportRoute = () => {
  const token = useParams().token ?? '';
  return <SharedReportPage key={token} token={token} />;
};
