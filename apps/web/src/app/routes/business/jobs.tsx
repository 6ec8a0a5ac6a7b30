import { paths } from '../../../config/paths';
import { JobsPage } from '../../../features/pipeline/components/jobs-page';
import { useViewer } from '../use-viewer';

/** /business/jobs. */
export const JobsRoute = () => {
  const { teamOptions } = useViewer();
  return (
    <>
      <title>Jobs · Vanilla</title>
      <JobsPage team={teamOptions} contactHref={paths.business.contact} />
    </>
  );
};
