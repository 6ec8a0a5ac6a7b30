import { BUSINESS_ROLES } from '../../../features/auth/components/protected-route';
import { useSession } from '../../../features/auth/hooks/use-session';
import { SiteLayoutFrame } from '../site-layout';
import { ReceptionistLayoutFrame } from './receptionist-layout';
import { VoiceAgentsLandingRoute } from './voice-agents-landing';
import { VoiceAgentsRoute } from './voice-agents';

/**
 * /business2/voice-agents: a public menu entry (000 §2) and the receptionist dashboard (001 §2).
 * Visitors and other account types get the landing page; a manager or member gets the dashboard.
 * While the session is checked the landing page shows, its main button saying 'Checking status...'.
 */
export const VoiceAgentsEntryRoute = () => {
  const session = useSession();
  const business = BUSINESS_ROLES.includes(session.account?.userType ?? '');
  const signedIn =
    session.status === 'authenticated' ||
    (session.status === 'checking' && session.trustedWhileChecking);
  if (signedIn && business) {
    return (
      <ReceptionistLayoutFrame>
        <VoiceAgentsRoute />
      </ReceptionistLayoutFrame>
    );
  }
  return (
    <SiteLayoutFrame>
      <VoiceAgentsLandingRoute />
    </SiteLayoutFrame>
  );
};
