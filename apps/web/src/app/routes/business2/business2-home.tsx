import { ReceptionistOverview } from '../../../features/receptionist-overview/components/receptionist-overview';

/** /business2: the receptionist area's home, a sample overview (001 §2). */
export const Business2HomeRoute = () => (
  <>
    <title>AI Receptionist overview · Vanilla</title>
    <ReceptionistOverview />
  </>
);
