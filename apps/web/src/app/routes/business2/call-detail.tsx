import { useParams } from 'react-router';
import { CallDetail } from '../../../features/calls/components/call-detail';

/** /business2/calls/:id: one call. Keyed by id so nothing of the previous call lingers. */
export const CallDetailRoute = () => {
  const { id = '' } = useParams();
  return <CallDetail key={id} id={id} />;
};
