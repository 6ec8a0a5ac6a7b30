import { InviteContractorPage } from '../../../features/invite-contractor/components/invite-contractor-page';

/** /invite-contractor: invite a known contractor or find one (000 §2). */
export const InviteContractorRoute = () => (
  <>
    <title>Invite a contractor · Vanilla</title>
    <InviteContractorPage />
  </>
);
