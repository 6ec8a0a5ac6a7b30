import { CallHistory } from '../../../features/calls/components/call-history';

/** /business2/calls: the call history. */
export const CallsRoute = () => (
  <>
    <title>Calls · Vanilla</title>
    <CallHistory />
  </>
);
