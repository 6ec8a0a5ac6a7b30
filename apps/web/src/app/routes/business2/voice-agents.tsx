import { useSession } from '../../../features/auth/hooks/use-session';
import { RecentConversations } from '../../../features/calls/components/recent-conversations';
import { ReceptionistPage } from '../../../features/receptionists/components/receptionist-page';

/** /business/voice-agents and /business2/voice-agents: the AI Receptionist page (001 §2). */
export const VoiceAgentsRoute = () => {
  const { account } = useSession();
  return (
    <>
      <title>AI Receptionist · Vanilla</title>
      <ReceptionistPage
        userEmail={account?.email ?? ''}
        companyName={account?.companyName ?? ''}
        recentConversations={<RecentConversations />}
      />
    </>
  );
};
